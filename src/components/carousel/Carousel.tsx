import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { CAROUSELS, visibleSlidesAt, type CarouselName } from "../../lib/carouselSettings";
import { carouselCss, carouselScope } from "../../lib/carouselCss";
import { useNearViewport } from "../../hooks/useNearViewport";
import { useViewportWidth } from "../../hooks/useViewport";
import { useFirstTurnDue } from "./useFirstTurnDue";
import { useInteractiveCarousel } from "./useInteractiveCarousel";
import "./Carousel.css";

export interface CarouselItem {
  key: string;
  node: ReactNode;
}

interface CarouselProps {
  name: CarouselName;
  /** Names the carousel for screen readers, such as "Class X toppers". */
  label: string;
  items: CarouselItem[];
  /** Show a dot per slide (the home slider). */
  indicators?: boolean;
}

const SLIDE = '[aria-roledescription="slide"]';
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";
const slidesIn = (element: Element) => [...element.querySelectorAll<HTMLElement>(SLIDE)];

/** A carousel that costs a phone little until it matters. The server's HTML holds its first slide
 * only, in the first cell of a grid of the carousel's own geometry, with the controls' row kept
 * free: every element of a page that waits below the fold is work for a phone's style and layout,
 * and before the page runs the slides are samples (SPEC's placeholders). Once the page runs, the
 * slides that show at the viewport's width fill that grid's cells. When the carousel comes
 * within half a screen of view, or the visitor reaches into it (pointer, touch or focus), the moving
 * carousel (InteractiveCarousel, loaded on demand) takes the same place, so nothing shifts. One on
 * the first screen (the home slider) waits instead until its first turn is due, and then turns as it
 * starts: nothing on it moves or can be pressed before, and the phone loads the page without its
 * work. Rotation pauses while the pointer or keyboard focus is inside. */
export function Carousel({ name, label, items, indicators = false }: CarouselProps) {
  const settings = CAROUSELS[name];
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  const width = useViewportWidth();
  // The visitor has reached into the carousel: pointer, touch or keyboard focus.
  const [reached, setReached] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = carouselScope(label);
  // The slide that holds keyboard focus, so that focus survives the first view's replacement.
  const focusedSlide = useRef<number | null>(null);
  const still = useRef<HTMLDivElement>(null);
  const due = useFirstTurnDue(settings.waitsForFirstTurn && settings.autoplay && near, settings.intervalMs);
  const Interactive = useInteractiveCarousel(reached || (near && (!settings.waitsForFirstTurn || due)));

  // With the script running, the first view's links leave the Tab order: the moving carousel, which
  // replaces the first view once it comes near the screen or focus comes in, is where it belongs
  // (a link focused in the first view would be replaced under the visitor's focus).
  useEffect(() => {
    for (const element of still.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []) element.tabIndex = -1;
  });

  useEffect(() => {
    const element = root.current;
    const index = focusedSlide.current;
    if (!Interactive || !element || index === null || element.contains(document.activeElement)) return;
    const slide = slidesIn(element)[index];
    (slide?.querySelector<HTMLElement>("a, button") ?? slide)?.focus();
  }, [Interactive]);

  const slides = settings.maxItems ? items.slice(0, settings.maxItems) : items;
  const slideLabel = (i: number) => `${i + 1} of ${slides.length}`;
  const style = { "--carousel-transition": `${settings.transitionMs}ms` } as CSSProperties;

  return (
    // A group, not a region: the section around it is already the landmark.
    <div
      ref={root}
      className={`carousel carousel--${name}`}
      data-carousel={id}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onPointerEnter={() => setReached(true)}
      onPointerDown={() => setReached(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        setReached(true);
        setFocused(true);
        const slide = (event.target as Element).closest(SLIDE);
        focusedSlide.current = slide ? slidesIn(event.currentTarget).indexOf(slide as HTMLElement) : null;
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        focusedSlide.current = null;
      }}
    >
      {/* Generated from the settings table only; as raw text so the child combinator is not escaped. */}
      <style dangerouslySetInnerHTML={{ __html: carouselCss(id, settings) }} />
      {Interactive ? (
        <Interactive
          name={name}
          label={label}
          slides={slides}
          indicators={indicators}
          held={hovered || focused}
          slideLabel={slideLabel}
          width={width ?? window.innerWidth}
          root={root}
          turnAtOnce={due && !reached}
        />
      ) : (
        <>
          <div className="carousel__controls" />
          <div className="carousel__static" ref={still}>
            {slides.slice(0, width === null ? 1 : visibleSlidesAt(settings, width)).map((item, i) => (
              <div key={item.key} role="group" aria-roledescription="slide" aria-label={slideLabel(i)}>
                {item.node}
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { ButtonBack, ButtonNext, CarouselProvider, Dot, Slide, Slider } from "pure-react-carousel";
import "pure-react-carousel/dist/react-carousel.es.css";
import { CAROUSELS, arrowsShownAt, moveThresholdFor, visibleSlidesAt, type CarouselName } from "../../lib/carouselSettings";
import { carouselCss } from "../../lib/carouselCss";
import { usePrefersReducedMotion, useViewportWidth } from "../../hooks/useViewport";
import { Icon } from "../layout/Icon";

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

/** A carousel built once on pure-react-carousel and configured from the SPEC §9 table, following
 * the WAI-ARIA carousel pattern: slides labelled "n of m", previous/next buttons, a pause/play
 * button for every carousel that moves, rotation paused while the pointer or keyboard focus is
 * inside it, and no rotation at all for visitors who prefer reduced motion. Until the viewport is
 * known it renders the same slides in a grid of the same geometry, so starting it shifts nothing. */
export function Carousel({ name, label, items, indicators = false }: CarouselProps) {
  const settings = CAROUSELS[name];
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [ownWidth, setOwnWidth] = useState(0);
  useEffect(() => setOwnWidth(root.current?.clientWidth ?? 0), [width]);
  const slides = settings.maxItems ? items.slice(0, settings.maxItems) : items;
  const canRotate = settings.autoplay && !reducedMotion && slides.length > 1;
  const playing = canRotate && !paused && !hovered && !focused;

  const slideLabel = (i: number) => `${i + 1} of ${slides.length}`;
  const style = { "--carousel-transition": `${settings.transitionMs}ms` } as CSSProperties;

  if (width === null) {
    return (
      <div className={`carousel carousel--${name}`} data-carousel={id} role="group" aria-roledescription="carousel" aria-label={label} style={style}>
        {/* Generated from the settings table only; as raw text so the child combinator is not escaped. */}
        <style dangerouslySetInnerHTML={{ __html: carouselCss(id, settings) }} />
        <div className="carousel__static">
          {slides.map((item, i) => (
            <div key={item.key} role="group" aria-roledescription="slide" aria-label={slideLabel(i)}>
              {item.node}
            </div>
          ))}
        </div>
      </div>
    );
  }

  const visible = Math.min(visibleSlidesAt(settings, width), slides.length) || 1;
  const arrows = arrowsShownAt(settings, width) && slides.length > visible;
  return (
    // A group, not a region: the section around it is already the landmark.
    <div
      ref={root}
      className={`carousel carousel--${name}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <CarouselProvider
        naturalSlideWidth={100}
        naturalSlideHeight={100}
        isIntrinsicHeight
        totalSlides={slides.length}
        visibleSlides={visible}
        step={1}
        infinite
        isPlaying={playing}
        interval={settings.intervalMs}
        lockOnWindowScroll
      >
        {canRotate || arrows ? (
          <div className="carousel__controls">
            {canRotate ? (
              <button type="button" className="carousel__button" onClick={() => setPaused((p) => !p)}>
                <Icon name={paused ? "play" : "pause"} />
                <span className="visually-hidden">
                  {paused ? "Start" : "Stop"} rotating {label}
                </span>
              </button>
            ) : null}
            {arrows ? (
              <>
                <ButtonBack className="carousel__button" aria-label="Previous slide">
                  <Icon name="back" />
                </ButtonBack>
                <ButtonNext className="carousel__button" aria-label="Next slide">
                  <Icon name="arrow" />
                </ButtonNext>
              </>
            ) : null}
          </div>
        ) : null}
        <Slider
          role="presentation"
          tabIndex={-1}
          moveThreshold={moveThresholdFor(settings, ownWidth, visible)}
          aria-live={playing ? "off" : "polite"}
          trayTag="div"
        >
          {slides.map((item, i) => (
            <Slide
              key={item.key}
              index={i}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i)}
              // The library marks slides selected, as options of a listbox; a group takes no aria-selected.
              aria-selected={undefined}
              tabIndex={-1}
              innerClassName="carousel__slide-inner"
            >
              {item.node}
            </Slide>
          ))}
        </Slider>
        {indicators ? (
          <div className="carousel__dots">
            {slides.map((item, i) => (
              <Dot key={item.key} slide={i} className="carousel__dot" aria-label={`Show slide ${slideLabel(i)}`}>
                <span />
              </Dot>
            ))}
          </div>
        ) : null}
      </CarouselProvider>
    </div>
  );
}

import { useContext, useEffect, useState, type RefObject } from "react";
import { CarouselContext, CarouselProvider, Dot, Slide, Slider } from "pure-react-carousel";
import "pure-react-carousel/dist/react-carousel.es.css";
import {
  CAROUSELS,
  arrowsShownAt,
  moveThresholdFor,
  visibleSlidesAt,
  type CarouselName,
} from "../../lib/carouselSettings";
import { usePrefersReducedMotion } from "../../hooks/useViewport";
import type { CarouselItem } from "./Carousel";
import { CarouselControls } from "./CarouselControls";

export interface InteractiveCarouselProps {
  name: CarouselName;
  label: string;
  slides: CarouselItem[];
  indicators: boolean;
  /** The pointer or keyboard focus is inside the carousel: it does not rotate meanwhile. */
  held: boolean;
  slideLabel: (index: number) => string;
  /** The viewport's width. */
  width: number;
  /** The carousel's own element, whose width turns SPEC's minimum drag into the library's measure. */
  root: RefObject<HTMLElement>;
  /** It starts because its first turn is due (its first view has shown for the interval): it turns
   * at once, rotating on from there. */
  turnAtOnce: boolean;
}

/** Moves the carousel one step on as it mounts, through the library's own store, so the slide
 * slides in as on every later turn. */
function TurnOnMount({ to }: { to: number }) {
  const store = useContext(CarouselContext);
  useEffect(() => store.setStoreState({ currentSlide: to }), [store, to]);
  return null;
}

/** The moving carousel, on pure-react-carousel, configured from the SPEC §9 table and following the
 * WAI-ARIA carousel pattern: previous/next buttons, a pause/play button for every carousel that
 * moves, and no rotation for visitors who prefer reduced motion. Its code loads only when a
 * carousel comes near the screen or is touched (Carousel.tsx). */
export function InteractiveCarousel({
  name,
  label,
  slides,
  indicators,
  held,
  slideLabel,
  width,
  root,
  turnAtOnce,
}: InteractiveCarouselProps) {
  const settings = CAROUSELS[name];
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [ownWidth, setOwnWidth] = useState(() => root.current?.clientWidth ?? 0);
  useEffect(() => setOwnWidth(root.current?.clientWidth ?? 0), [root, width]);
  const canRotate = settings.autoplay && !reducedMotion && slides.length > 1;
  const playing = canRotate && !paused && !held;
  const visible = Math.min(visibleSlidesAt(settings, width), slides.length) || 1;
  const arrows = arrowsShownAt(settings, width) && slides.length > visible;
  // Read once: the turn belongs to the moment the carousel starts.
  const [turnNow] = useState(() => turnAtOnce && playing);

  return (
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
      {turnNow ? <TurnOnMount to={Math.min(1, slides.length - visible)} /> : null}
      <CarouselControls
        label={label}
        canRotate={canRotate}
        paused={paused}
        onPauseToggle={() => setPaused((p) => !p)}
        arrows={arrows}
      />
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
  );
}

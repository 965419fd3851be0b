/** The home page carousels' settings, from SPEC §9, in one table. */

export interface Breakpoint {
  /** Applies at this viewport width and below. */
  maxWidth: number;
  visible: number;
}

export interface CarouselSettings {
  /** Slides shown above every breakpoint. */
  visible: number;
  breakpoints: Breakpoint[];
  autoplay: boolean;
  intervalMs: number;
  transitionMs: number;
  arrows: boolean;
  /** Arrows are hidden below this width. */
  arrowsMinWidth: number;
  /** At most this many items are shown. */
  maxItems: number | null;
  /** A drag shorter than this moves no slide (SPEC §9: 80 px). */
  minDragPx: number;
  /** The carousel stands on the page's first screen: its moving code waits for its first turn (or
   * the visitor's hand) instead of loading with the page, so a phone's loading is spared its work. */
  waitsForFirstTurn: boolean;
}

const DEFAULTS: CarouselSettings = {
  visible: 1,
  breakpoints: [],
  autoplay: false,
  intervalMs: 3000,
  transitionMs: 400,
  arrows: true,
  arrowsMinWidth: 0,
  maxItems: null,
  minDragPx: 80,
  waitsForFirstTurn: false,
};

export const CAROUSELS = {
  slider: { ...DEFAULTS, autoplay: true, intervalMs: 5000, maxItems: 3, waitsForFirstTurn: true },
  toppers: {
    ...DEFAULTS,
    visible: 2,
    breakpoints: [
      { maxWidth: 1199, visible: 1 },
      { maxWidth: 992, visible: 3 },
      { maxWidth: 767, visible: 2 },
      { maxWidth: 575, visible: 1 },
    ],
    intervalMs: 2000,
    transitionMs: 1000,
  },
  birthdays: {
    ...DEFAULTS,
    visible: 1,
    breakpoints: [
      { maxWidth: 992, visible: 3 },
      { maxWidth: 767, visible: 2 },
      { maxWidth: 575, visible: 1 },
    ],
    autoplay: true,
  },
  gallery: {
    ...DEFAULTS,
    visible: 5,
    breakpoints: [
      { maxWidth: 1300, visible: 3 },
      { maxWidth: 992, visible: 2 },
      { maxWidth: 767, visible: 1 },
      { maxWidth: 480, visible: 1 },
    ],
    autoplay: true,
  },
  events: {
    ...DEFAULTS,
    visible: 2,
    breakpoints: [{ maxWidth: 991, visible: 1 }],
    autoplay: true,
    intervalMs: 2500,
    transitionMs: 500,
    arrowsMinWidth: 1024,
    maxItems: 5,
  },
} satisfies Record<string, CarouselSettings>;

export type CarouselName = keyof typeof CAROUSELS;

/** How many slides show at a viewport width: the narrowest breakpoint that still covers it wins,
 * as in the responsive settings SPEC quotes. */
export function visibleSlidesAt(settings: CarouselSettings, width: number): number {
  const matching = settings.breakpoints.filter((bp) => width <= bp.maxWidth).sort((a, b) => a.maxWidth - b.maxWidth);
  return matching[0]?.visible ?? settings.visible;
}

export function arrowsShownAt(settings: CarouselSettings, width: number): boolean {
  return settings.arrows && width >= settings.arrowsMinWidth;
}

/** pure-react-carousel measures a drag as a share of one slide's width (its moveThreshold); this
 * turns SPEC's minimum drag in pixels into that share for the carousel's width and slides shown. */
export function moveThresholdFor(settings: CarouselSettings, carouselWidthPx: number, visible: number): number {
  const slideWidth = carouselWidthPx / Math.max(visible, 1);
  if (!(slideWidth > 0)) return 1;
  return Math.min(1, settings.minDragPx / slideWidth);
}

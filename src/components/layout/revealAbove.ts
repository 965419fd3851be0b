/**
 * Shows a region that has just been put at the top of the page without making the page jump under
 * the visitor: in the frame it appears, the page is scrolled down by its height, so what the visitor
 * sees stays where it was (the browser counts no layout shift); a frame later the page scrolls
 * smoothly back up to show it. With reduced motion it scrolls back at once. Called before the browser
 * paints the region.
 *
 * Only for a visitor still at the top: further down, the browser's scroll anchoring already keeps
 * what they read in place, and they meet the region when they scroll up.
 */
export function revealAbove(region: HTMLElement, reduceMotion: boolean) {
  // The region's own window: in the /admin editor's preview that is the preview's frame.
  const view = region.ownerDocument.defaultView;
  const height = region.getBoundingClientRect().height;
  if (!view || !height || view.scrollY > 0) return;
  view.scrollTo({ top: height, behavior: "instant" });
  // Two frames: the first paints the page where it was, the second scrolls from there.
  view.requestAnimationFrame(() =>
    view.requestAnimationFrame(() => view.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" })),
  );
}

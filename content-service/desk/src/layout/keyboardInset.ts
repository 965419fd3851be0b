/** How far the on-screen keyboard (or a zoomed view) hides the bottom of the page: the distance
 * from the bottom of what the eye sees (the visual viewport) to the bottom of the page's window
 * (the layout viewport), where a bar fixed at `bottom: 0` sits. Browsers that shrink the window
 * for the keyboard (Chrome with `interactive-widget=resizes-content`) leave nothing to lift: 0. */
export function keyboardInset(
  windowHeight: number,
  visible: { height: number; offsetTop: number } | null | undefined,
): number {
  if (!visible) return 0;
  return Math.max(0, Math.round(windowHeight - visible.height - visible.offsetTop));
}

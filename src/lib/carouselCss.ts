import type { CarouselSettings } from "./carouselSettings";

/** The name a carousel's first-view CSS scopes itself to: from its label, which names one carousel
 * of the page. Not React's useId: a page rendered in the browser (reached by a link inside the site)
 * gets other ids than the server's, and its style element's text, and so its hash, must be one the
 * page's Content-Security-Policy already allows. */
export function carouselScope(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** CSS that lays the slides out before the carousel starts (on the server and the first render)
 * exactly as the carousel will, breakpoint by breakpoint, so starting it shifts nothing. It sits in
 * the page's body, so it names only its own carousel (`data-carousel="<scope>"`): a style element in
 * the body must not reach elements before it, such as another carousel of the same kind. */
export function carouselCss(id: string, settings: CarouselSettings): string {
  const scope = `[data-carousel="${id}"]>.carousel__static`;
  const rule = (visible: number) =>
    `${scope}{grid-template-columns:repeat(${visible},minmax(0,1fr))}` +
    `${scope}>*{display:block}` +
    `${scope}>:nth-child(n+${visible + 1}){display:none}`;
  const byWidth = [...settings.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
  return [
    rule(settings.visible),
    ...byWidth.map((bp) => `@media (max-width:${bp.maxWidth}px){${rule(bp.visible)}}`),
  ].join("");
}

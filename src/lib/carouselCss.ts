import type { CarouselSettings } from "./carouselSettings";

/** CSS that lays the slides out before the carousel starts (on the server and the first render)
 * exactly as the carousel will, breakpoint by breakpoint, so starting it shifts nothing. */
export function carouselCss(name: string, settings: CarouselSettings): string {
  const scope = `.carousel--${name} .carousel__static`;
  const rule = (visible: number) =>
    `${scope}{grid-template-columns:repeat(${visible},minmax(0,1fr))}${scope}>*{display:block}${scope}>:nth-child(n+${visible + 1}){display:none}`;
  const byWidth = [...settings.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
  return [rule(settings.visible), ...byWidth.map((bp) => `@media (max-width:${bp.maxWidth}px){${rule(bp.visible)}}`)].join("");
}

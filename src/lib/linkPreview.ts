/** The picture a link to a page shows when it is shared (WhatsApp, Facebook, X): one per page,
 * drawn at build time from the page's title and section in the school's colours. */
import { pagePreviewImage, SHARE_COVER } from "@school/contract/share";
import { normalizePath } from "./paths";

export const PREVIEW_WIDTH = SHARE_COVER.width;
export const PREVIEW_HEIGHT = SHARE_COVER.height;

/** Where a page's picture is served: /og/home.png for the home page, /og/fee-9.png for /fee-9. */
export const previewImagePath = (path: string): string => pagePreviewImage(normalizePath(path));

export interface PreviewText {
  title: string;
  /** The section the page belongs to; for the home page, the school's tagline. */
  section: string;
  siteName: string;
}

/** The picture's description, for people who cannot see it: what it shows, in its order. */
export function previewAlt({ title, section, siteName }: PreviewText): string {
  return `${title}: ${section}, ${siteName}`;
}

const COLOURS = { navy: "#0b3d6e", navyDark: "#072a4d", gold: "#f2a900", white: "#ffffff" } as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** Breaks a text into lines of at most `width` characters at spaces (a longer word keeps its own
 * line); past `maxLines`, the last line ends with an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** The picture as SVG (1200×630): the crest and the school's name on navy, the page's title in
 * large white type, its section in gold. */
export function previewSvg({ title, section, siteName }: PreviewText): string {
  const titleLines = wrapText(title, 24, 3);
  const titleSize = titleLines.length > 2 ? 68 : 80;
  const titleTop = 300 - ((titleLines.length - 1) * titleSize * 1.15) / 2;
  const tspans = titleLines
    .map((line, i) => `<tspan x="80" y="${Math.round(titleTop + i * titleSize * 1.15)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"
  viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
<rect width="1200" height="630" fill="${COLOURS.navyDark}"/>
<rect x="0" y="0" width="1200" height="150" fill="${COLOURS.navy}"/>
<rect x="0" y="600" width="1200" height="30" fill="${COLOURS.gold}"/>
<g transform="translate(80 25) scale(1.6)">
<path d="M28 2 52 10v20c0 16-10 26-24 32C14 56 4 46 4 30V10z" fill="${COLOURS.navyDark}"
  stroke="${COLOURS.gold}" stroke-width="3"/>
<path d="M16 24h24v3H16zm2 5h20v12H18z" fill="${COLOURS.gold}"/>
<path d="M28 14l10 7H18z" fill="${COLOURS.white}"/>
</g>
<text x="190" y="92" font-family="DejaVu Serif, Georgia, serif" font-size="40" font-weight="700"
  fill="${COLOURS.white}">${escapeXml(siteName)}</text>
<text font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700"
  fill="${COLOURS.white}">${tspans}</text>
<text x="80" y="540" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38"
  fill="${COLOURS.gold}">${escapeXml(wrapText(section, 52, 1)[0] ?? "")}</text>
</svg>`;
}

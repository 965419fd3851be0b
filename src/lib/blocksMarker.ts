/** The line a page's Markdown may hold where its blocks (a fee table, a gallery …) go: the text
 * above it comes before them, the rest after. A fee page puts its table right after its first
 * sentence, so that a parent on a phone meets the fees on the first screen. Without the line every
 * block follows the text. */
export const BLOCKS_MARKER = "<!-- blocks -->";

/** A page's HTML cut where its blocks go: the text before them and the text after. */
export function splitAtBlocks(html: string): [before: string, after: string] {
  const at = html.indexOf(BLOCKS_MARKER);
  return at < 0 ? [html, ""] : [html.slice(0, at), html.slice(at + BLOCKS_MARKER.length)];
}

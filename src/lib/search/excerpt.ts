/** A piece of a search result's excerpt: the words that matched are marked. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Pagefind's excerpt (escaped text with <mark> around the matched words) as plain text pieces, so
 * that it is rendered as text and never as HTML. Any other tag is dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const token of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(token)) marked = true;
    else if (/^<\/mark>$/i.test(token)) marked = false;
    else {
      const text = decode(token.replace(/<[^>]*>/g, ""));
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}

/** A result's address as the site links it: Pagefind names a page by its folder (/fee-9/), the site
 * without the trailing slash (/fee-9). */
export function resultPath(url: string): string {
  const [path, rest = ""] = url.split(/(?=[?#])/);
  const trimmed = path
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
    .replace(/\/+$/, "");
  return `${trimmed || "/"}${rest}`;
}

/** Turning whatever a service sends into values the site can show: never throws, never passes on
 * a wrong type. */

import { isRecord } from "./isRecord";

/** Elements whose content is code or markup, never text a reader should see. */
const HIDDEN_ELEMENTS =
  "script|style|template|noscript|textarea|title|iframe|object|embed|svg|math|head|xmp|noembed|noframes";
const HIDDEN_TAG = new RegExp(`<(\\/?)(${HIDDEN_ELEMENTS})\\b[^>]*>`, "gi");
/** Those that can hold another of their kind; in the others (script, style …) the first end tag
 * ends the element, whatever its text says. */
const NESTING = new Set(["template", "svg", "math", "object"]);

/** HTML without the hidden elements and their content, in one pass: an element left open hides
 * the rest, and an outer template's text after an inner one's end stays hidden. */
function withoutHiddenContent(html: string): string {
  let kept = "";
  let from = 0;
  let open = "";
  let depth = 0;
  for (const tag of html.matchAll(HIDDEN_TAG)) {
    const closing = tag[1] === "/";
    const name = tag[2].toLowerCase();
    if (depth === 0) {
      if (closing) continue;
      kept += `${html.slice(from, tag.index)} `;
      [open, depth] = [name, 1];
    } else if (name === open) {
      depth += closing ? -1 : NESTING.has(name) ? 1 : 0;
      if (depth === 0) from = tag.index + tag[0].length;
    }
  }
  return depth === 0 ? kept + html.slice(from) : kept;
}

const decodeNumeric = (code: number) =>
  code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : " ";

/** Text as plain text: numbers become text; HTML comments, tags and the content of scripts, styles,
 * templates and the like are dropped (React escapes output anyway; this keeps "<b>Sports</b>" from
 * showing its tags, and a post's script from showing as words); entities decoded; white space folded. */
export function plainText(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return "";
  return withoutHiddenContent(value.replace(/<!--[\s\S]*?(?:-->|$)/g, " "))
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, hex: string) => decodeNumeric(parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_m, dec: string) => decodeNumeric(Number(dec)))
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const BLOCK_END = /<\/(?:h[1-6]|p|li|blockquote|figcaption|caption|td|th|dt|dd|pre)\s*>|<br\s*\/?>/gi;
const INLINE_TAG = /<\/?(?:a|abbr|b|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;
const SENTENCE_END = /[.!?:;…]$/;

/** A post's HTML as running text, for its card and its link preview: each heading, paragraph, list
 * item and cell ends as a sentence, so that "<h2>Reading aloud</h2><p>It builds…" does not read
 * "Reading aloud It builds…", and a link inside a word or before a full stop leaves no gap. */
export function proseText(value: unknown): string {
  if (typeof value !== "string") return plainText(value);
  const visible = withoutHiddenContent(value.replace(/<!--[\s\S]*?(?:-->|$)/g, " "));
  return visible
    .replace(INLINE_TAG, "")
    .split(BLOCK_END)
    .map(plainText)
    .filter(Boolean)
    .map((part, index, parts) => (index < parts.length - 1 && !SENTENCE_END.test(part) ? `${part}.` : part))
    .join(" ");
}

/** The opening of a text for a card: at most `max` characters, cut after a whole word, with an
 * ellipsis when anything was cut. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Text kept as it is (HTML to be sanitised later), or "" for anything that is not text. */
export function rawText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar date as "YYYY-MM-DD": from "2026-03-14", "2026-03-14T10:00:00Z", a timestamp or any
 * date text the browser reads; null for anything else. */
export function isoDate(value: unknown): string | null {
  if (typeof value === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
    if (match) {
      const [, y, m, d] = match.map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? match.slice(1, 4).join("-") : null;
    }
  }
  if (typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A finite number from a number or numeric text ("97.4", "97.4%"), else null. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const parsed = Number.parseFloat(value.replace(/[%\s]/g, ""));
  return Number.isFinite(parsed) ? parsed : null;
}

/** One attachment reference from a string or an object naming it (`_id`, `id`, `url`, `path`). */
function attachmentRef(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (isRecord(value)) {
    for (const key of ["_id", "id", "url", "path", "filename"]) {
      const found = value[key];
      if (typeof found === "string" && found.trim()) return found.trim();
    }
  }
  return null;
}

const attachmentItems = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** A list of attachment references from a list, a single reference, or nothing. */
export function attachmentList(value: unknown): string[] {
  return attachmentItems(value)
    .map(attachmentRef)
    .filter((ref): ref is string => ref !== null);
}

/** The caption of each reference attachmentList finds, in its order: the text an object names as
 * `caption`, `alt` or `title`, as plain text, or "" (a bare id or path has none). */
export function attachmentCaptions(value: unknown): string[] {
  return attachmentItems(value)
    .filter((item) => attachmentRef(item) !== null)
    .map((item) => (isRecord(item) ? plainText(item.caption) || plainText(item.alt) || plainText(item.title) : ""));
}

/** A web address that is safe to put in an href: http(s) only, so no javascript: or data: URL. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A list from a list, or from an object that wraps one (`{data: [...]}`), else []. */
export function listOf(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (isRecord(payload)) {
    for (const key of ["data", "items", "results", "list"]) {
      if (Array.isArray(payload[key])) return payload[key] as unknown[];
    }
  }
  return [];
}

/** One object from an object, or from a wrapper (`{data: {...}}`), else null. */
export function objectOf(payload: unknown): Record<string, unknown> | null {
  if (isRecord(payload) && isRecord(payload.data)) return payload.data;
  if (Array.isArray(payload) && isRecord(payload[0])) return payload[0];
  return isRecord(payload) ? payload : null;
}

/** The id the service gave the entity (`_id` or `id`) as text, or null when it gave none. */
export function serviceIdOf(value: Record<string, unknown>): string | null {
  const id = value._id ?? value.id;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** The entity's id as text (`_id` or `id`), or a stable fallback from its position. */
export function idOf(value: Record<string, unknown>, index: number): string {
  return serviceIdOf(value) ?? `item-${index}`;
}

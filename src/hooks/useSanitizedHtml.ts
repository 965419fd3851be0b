import { useMemo } from "react";
import { sanitizeHtml } from "../lib/sanitizeHtml";

/** HTML from the content service made safe (sanitizeHtml), or null until there is HTML. The
 * sanitizer is part of the page's own script, which the head preloads beside React: loaded on its
 * own once the page had started, it was one more round trip before the post could be read. */
export function useSanitizedHtml(html: string | null): string | null {
  return useMemo(() => (html === null ? null : sanitizeHtml(html)), [html]);
}

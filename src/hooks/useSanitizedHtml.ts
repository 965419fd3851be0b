import { useEffect, useMemo, useState } from "react";
import type { sanitizeHtml } from "../lib/sanitizeHtml";

/** HTML from the content service made safe (sanitizeHtml), or null until both the HTML and the
 * sanitizer are in. The sanitizer (DOMPurify, most of a blog post page's own script) loads on its
 * own, alongside the post: the post's picture, the page's largest, need not wait for it. */
export function useSanitizedHtml(html: string | null): string | null {
  const [sanitize, setSanitize] = useState<typeof sanitizeHtml | null>(null);
  useEffect(() => {
    let live = true;
    import("../lib/sanitizeHtml").then((module) => {
      if (live) setSanitize(() => module.sanitizeHtml);
    });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (html !== null && sanitize ? sanitize(html) : null), [html, sanitize]);
}

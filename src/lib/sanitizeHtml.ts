import DOMPurify from "dompurify";
import { BLOG_HTML } from "@school/contract/blogHtml";

/** HTML from the content service made safe with DOMPurify, for browsers without their own sanitizer
 * (safeHtml.ts): only the tags and attributes a blog post may hold (BLOG_HTML); scripts, event
 * handlers and javascript: addresses never pass. Browser only: DOMPurify needs a DOM. */
export function sanitizeHtml(html: string): string {
  return DOMPurify(window).sanitize(html, {
    ALLOWED_TAGS: [...BLOG_HTML.tags],
    ALLOWED_ATTR: [...new Set(Object.values(BLOG_HTML.attributes).flat())],
  });
}

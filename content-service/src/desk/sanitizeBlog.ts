import sanitizeHtml from "sanitize-html";
import { BLOG_HTML } from "@school/contract/blogHtml";

/** A blog post's HTML as it is stored: only what BLOG_HTML allows. Scripts, styles, forms, frames,
 * event handlers and javascript: addresses are dropped with their content; other elements outside
 * the list give way to their text. The public site sanitises again when it shows a post, because
 * other hosts of the API may not. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...BLOG_HTML.tags],
    allowedAttributes: BLOG_HTML.attributes,
    allowedSchemes: [...BLOG_HTML.linkSchemes],
    allowedSchemesByTag: { img: [...BLOG_HTML.imageSchemes] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
  });
}

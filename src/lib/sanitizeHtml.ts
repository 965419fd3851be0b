import DOMPurify from "dompurify";

/** HTML from the content service (blog posts) made safe to render: DOMPurify removes scripts,
 * event handlers and javascript: URLs and keeps headings, lists, links and images. Links that
 * leave the site open in a new tab without access to this page. Browser only: DOMPurify needs a DOM. */
export function sanitizeHtml(html: string): string {
  const purify = DOMPurify(window);
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("href")?.match(/^https?:/i)) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
  });
}

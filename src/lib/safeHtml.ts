import { BLOG_HTML } from "@school/contract/blogHtml";
import { finishPostHtml } from "./finishPostHtml";

/** Elements that other editors wrap a post's text in: the text stays, the element goes, as the
 * service stores it. Any element neither here nor in BLOG_HTML goes with its content. */
const UNWRAPPED = [
  ..."div span section article header footer main aside nav h1 h5 h6 pre code small sub sup".split(" "),
  ..."mark s del ins abbr cite q time dl dt dd caption center font".split(" "),
];

/** The browser's own sanitizer (the HTML Sanitizer API), set to BLOG_HTML. Whatever it is set to,
 * it never lets a script, an event handler or a javascript: address through. */
const SANITIZER = {
  elements: BLOG_HTML.tags.map((name) => ({ name, attributes: BLOG_HTML.attributes[name] ?? [] })),
  replaceWithChildrenElements: UNWRAPPED,
  attributes: [],
  comments: false,
  dataAttributes: false,
};

type WithSetHtml = Element & { setHTML: (html: string, options: { sanitizer: typeof SANITIZER }) => void };

const hasSetHtml = (element: Element): element is WithSetHtml => "setHTML" in element;

/** Puts HTML from the content service (a blog post) into `element`, made safe and narrowed to what a
 * post may hold (BLOG_HTML). Where the browser has its own sanitizer (Element.setHTML) it does the
 * work at once; elsewhere DOMPurify is loaded first, so that the page's own script does without its
 * 8 KB. */
export async function showSafeHtml(element: Element, html: string): Promise<void> {
  if (hasSetHtml(element)) element.setHTML(html, { sanitizer: SANITIZER });
  else {
    const { sanitizeHtml } = await import("./sanitizeHtml");
    element.innerHTML = sanitizeHtml(html);
  }
  finishPostHtml(element);
}

import { BLOG_HTML } from "@school/contract/blogHtml";

/** Whether an address, as the browser would resolve it on this page, uses one of `schemes`. */
function usesScheme(address: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(address, document.baseURI).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

/** Narrows sanitised post HTML, in place, to what BLOG_HTML allows beyond tags: each tag's own
 * attributes, links and pictures only to their schemes. Links that leave the site open in a new tab
 * without access to this page. */
export function finishPostHtml(root: Element): void {
  for (const element of Array.from(root.querySelectorAll("*"))) {
    const kept = BLOG_HTML.attributes[element.localName] ?? [];
    for (const { name } of Array.from(element.attributes)) if (!kept.includes(name)) element.removeAttribute(name);
    const address = element.getAttribute("href") ?? element.getAttribute("src");
    if (address === null) continue;
    const schemes = element.localName === "img" ? BLOG_HTML.imageSchemes : BLOG_HTML.linkSchemes;
    if (!usesScheme(address, schemes)) element.removeAttribute(element.localName === "img" ? "src" : "href");
    else if (element.localName === "a" && /^https?:/i.test(address.trim())) {
      element.setAttribute("target", "_blank");
      element.setAttribute("rel", "noopener noreferrer");
    }
  }
}

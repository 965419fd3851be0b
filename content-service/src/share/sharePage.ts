import { SHARE_COVER } from "@school/contract/share";
import escapeHtml from "escape-html";
import type { SharedItem } from "./sharedItem";

export interface SharePageFacts {
  item: SharedItem;
  /** The item's page of the site, in full. */
  pageUrl: string;
  /** The preview's picture, in full, and what it shows. */
  imageUrl: string;
  imageAlt: string;
  siteName: string;
}

/** No script, no style, no frame: the page is only its tags and one link. */
export const SHARE_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The page a shared link opens: the tags a link preview reads (Open Graph, X's card), and for a
 * person, an immediate move to the item's page of the site with a link for a browser that does not
 * move. Never a redirect: a preview follows one and reads the site's page, which names no item.
 */
export function sharePage({ item, pageUrl, imageUrl, imageAlt, siteName }: SharePageFacts): string {
  const tag = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>${escapeHtml(`${item.title} | ${siteName}`)}</title>`,
    tag("name", "description", item.description),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(pageUrl)}">`,
    tag("property", "og:type", "article"),
    tag("property", "og:site_name", siteName),
    tag("property", "og:title", item.title),
    tag("property", "og:description", item.description),
    tag("property", "og:url", pageUrl),
    tag("property", "og:image", imageUrl),
    tag("property", "og:image:width", String(SHARE_COVER.width)),
    tag("property", "og:image:height", String(SHARE_COVER.height)),
    tag("property", "og:image:alt", imageAlt),
    tag("name", "twitter:card", "summary_large_image"),
    "</head>",
    "<body>",
    `<p><a href="${escapeHtml(pageUrl)}">${escapeHtml(item.title)}</a> on the website of ${escapeHtml(siteName)}.</p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** What a link to an item the school has since removed opens: the way to the site. */
export function shareNotFoundPage(siteUrl: string): string {
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body>` +
    `<p>This item is no longer on the school's website. <a href="${escapeHtml(siteUrl)}/">Go to the website</a>.</p>` +
    `</body></html>\n`
  );
}

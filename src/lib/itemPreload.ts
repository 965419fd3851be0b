import { pageDataUrl } from "./pageData";

/** A string as a JavaScript literal that no text can end the script element it stands in. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

/** The text of an inline script for the head of an item page (navigation.yaml's `itemPage`: one page
 * built for every `?id=`), which cannot name its own addresses at build time as other pages' preload
 * links do. While the page's script still loads, it asks for:
 * - the page's data with the address's query, which Gatsby's loader asks for before the page can
 *   start (the build preloads no query-less page data for an item page: gatsby/preloads.ts);
 * - the item's answer from the content service, when the page names it (`itemAddressBeforeId`: the
 *   address the page's own fetch uses, up to the id), without credentials, so that the preloaded
 *   answer serves that fetch.
 * The item's picture, often the page's largest, can only be asked for once both are in: on a slow
 * phone network this takes two round trips out of the wait for it. */
export function itemPreloadScript(pagePath: string, itemAddressBeforeId?: string): string {
  const item = itemAddressBeforeId ? `p(${literal(itemAddressBeforeId)}+encodeURIComponent(id));` : "";
  return (
    `(function(){var q=location.search,id=new URLSearchParams(q).get("id");if(!id)return;` +
    `function p(h){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l)}` +
    `${item}p(${literal(pageDataUrl(pagePath))}+q)})()`
  );
}

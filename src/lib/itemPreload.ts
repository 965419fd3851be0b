import { pageDataUrl } from "./pageData";

/** A string as a JavaScript literal that no text can end the script element it stands in. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

/** The text of an inline script for the head of a page that shows one item chosen by `?id=`. A page
 * built once for every id cannot name its item's address at build time, as a list page's preload
 * link does, so the script asks, while the page's script still loads, for:
 * - the item's answer from the content service (`addressBeforeId`: the address the page's own fetch
 *   uses, up to the id), without credentials, so that the preloaded answer serves that fetch;
 * - the page's data with the address's query, which Gatsby's loader asks for before the page can
 *   start, and which the build's preload link (without the query) does not serve.
 * The item's picture, often the page's largest, can only be asked for once both are in: on a slow
 * phone network this takes two round trips out of the wait for it. */
export function itemPreloadScript(addressBeforeId: string, pagePath: string): string {
  return (
    `(function(){var q=location.search,id=new URLSearchParams(q).get("id");if(!id)return;` +
    `function p(h){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l)}` +
    `p(${literal(addressBeforeId)}+encodeURIComponent(id));p(${literal(pageDataUrl(pagePath))}+q)})()`
  );
}

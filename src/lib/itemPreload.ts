import { pageDataUrl } from "./pageData";
import { PAGE_PHOTO_SIZES } from "./photoWidths";

/** A string as a JavaScript literal that no text can end the script element it stands in. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

export interface ItemPreload {
  /** The page's own call for its item, up to the id: readUrl(ITEM_BY_ID[…]). */
  address: string;
  /** Where the service gives pictures (readUrl(PICTURES_PATH)), for a page that opens with the item's
   * first picture as its largest element (the blog post's cover). */
  pictures?: string;
}

/** The text of an inline script for the head of an item page (navigation.yaml's `itemPage`: one page
 * built for every `?id=`), which cannot name its own addresses at build time as other pages' preload
 * links do. While the page's script still loads, it asks for:
 * - the page's data with the address's query, which Gatsby's loader asks for before the page can
 *   start (the build preloads no query-less page data for an item page: gatsby/preloads.ts);
 * - the item's answer from the content service, when the page names it, without credentials, as the
 *   page's own fetch (src/client/http.ts) asks for it, so that the answer serves that fetch;
 * - where the page opens with the item's first picture, that picture, as soon as the answer is in:
 *   on a slow phone network it then loads beside the page's script, not after it. It is asked for
 *   with the sizes the page shows it with (a `page` photo with its original: photoSizes.ts,
 *   blog-inner.tsx), so the browser chooses the same one for both. The script reads
 *   the answer itself, so the page's fetch gets it from the HTTP cache (the service lets item answers
 *   be kept for a minute). The picture is chosen by itemCover.ts, the page's own reading, which the
 *   build bundles into the script (`__ITEM_COVER_SCRIPT__`: gatsby/itemCoverScript.ts). Once loaded,
 *   the picture shows in the page's placeholder (coverInPlaceholder). */
export function itemPreloadScript(pagePath: string, item?: ItemPreload): string {
  const link =
    `function p(h,a,s){var l=document.createElement("link");l.rel="preload";l.as=a;` +
    `if(a==="fetch")l.crossOrigin="anonymous";else l.setAttribute("fetchpriority","high");` +
    `if(s){l.setAttribute("imagesrcset",s);l.setAttribute("imagesizes",${literal(PAGE_PHOTO_SIZES)})}` +
    `l.href=h;document.head.appendChild(l)}`;
  const itemAddress = item ? `${literal(item.address)}+encodeURIComponent(id)` : "";
  const askForItem = !item
    ? ""
    : item.pictures
      ? itemAndPicture(itemAddress, item.pictures)
      : `p(${itemAddress},"fetch");`;
  return (
    `(function(){var q=location.search,id=new URLSearchParams(q).get("id");if(!id)return;` +
    `${link}${askForItem}p(${literal(pageDataUrl(pagePath))}+q,"fetch")})()`
  );
}

/** The attribute of the element that holds an item page's place until React renders the item
 * (blog-inner.tsx's placeholder); the head's script sets it to "shown" once it shows the cover. */
export const COVER_PLACEHOLDER = "data-item-cover";

/** A function `cover(srcset)` of the head's script: the item's first picture, chosen by the browser
 * from the srcset and sizes the page's own <img> has (so the copy is the one the page shows), drawn
 * as the background of the item's placeholder as soon as it has loaded, while the page's script is
 * still on its way. React then puts the post in the placeholder's place, with the same picture at the
 * same size (the placeholder keeps the cover's 16:9 box), so nothing moves. React leaves the
 * placeholder's style and attribute as they are when it hydrates the page; where React has already
 * rendered the post, there is no placeholder and nothing is drawn. */
function coverInPlaceholder(): string {
  return (
    `function cover(s){var m=new Image();m.onload=function(){function f(){` +
    `var h=document.querySelector("[${COVER_PLACEHOLDER}]");if(!h)return;` +
    `h.style.backgroundImage='url("'+m.currentSrc.replace(/"/g,"%22")+'")';` +
    `h.setAttribute("${COVER_PLACEHOLDER}","shown")}` +
    `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",f):f()};` +
    `m.sizes=${literal(PAGE_PHOTO_SIZES)};m.srcset=s}`
  );
}

function itemAndPicture(itemAddress: string, pictures: string): string {
  return (
    `var itemCover;${__ITEM_COVER_SCRIPT__}` +
    `fetch(${itemAddress},{headers:{Accept:"application/json"}})` +
    `.then(function(s){return s.ok?s.json():null}).then(function(d){` +
    `var c=itemCover(d,${literal(pictures)});if(c){p(c.href,"image",c.srcset);cover(c.srcset)}` +
    `}).catch(function(){});` +
    coverInPlaceholder()
  );
}

import { pageDataUrl } from "./pageData";
import { PHOTO_WIDTHS } from "@school/contract/desk/photoWidths";
import { ORIGINAL_WIDTH, PAGE_PHOTO_SIZES } from "./photoWidths";

/** A string as a JavaScript literal that no text can end the script element it stands in. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

export interface ItemPreload {
  /** The page's own call for its item, up to the id: apiUrl(ITEM_BY_ID[…]). */
  address: string;
  /** Where the service gives pictures (apiUrl(PICTURES_PATH)), for a page that opens with the item's
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
 *   be kept for a minute). The picture is chosen as the page chooses it (objectOf, attachmentList and
 *   imagePath, written again here in plain browser JavaScript; a test holds the two to the same
 *   answers). Once loaded, the picture shows in the page's placeholder (coverInPlaceholder). */
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
  const base = literal(pictures);
  return (
    `function o(v){return typeof v==="object"&&v!==null&&!Array.isArray(v)}` +
    `function r(v){if(typeof v==="string")return v.trim()||null;` +
    `if(o(v))for(var k of["_id","id","url","path","filename"]){` +
    `var f=v[k];if(typeof f==="string"&&f.trim())return f.trim()}return null}` +
    `fetch(${itemAddress},{headers:{Accept:"application/json"}})` +
    `.then(function(s){return s.ok?s.json():null}).then(function(d){` +
    `var e=o(d)&&o(d.data)?d.data:Array.isArray(d)&&o(d[0])?d[0]:o(d)?d:null;if(!e)return;` +
    `var a=e.attachments;a=Array.isArray(a)?a:a===undefined||a===null?[]:[a];` +
    `for(var i=0;i<a.length;i++){var x=r(a[i]);if(x){` +
    `var u=/[/.]/.test(x)?${base}+"?url="+encodeURIComponent(x):${base}+"/"+encodeURIComponent(x),` +
    `c=u.indexOf("?")<0?"?":"&";` +
    `var s=${JSON.stringify(PHOTO_WIDTHS)}.map(function(w){return u+c+"w="+w+" "+w+"w"})` +
    `.concat(u+" ${ORIGINAL_WIDTH}w").join(", ");p(u,"image",s);cover(s);return}}` +
    `}).catch(function(){});` +
    coverInPlaceholder()
  );
}

/** The first picture of an item page's answer, as the page shows it: the item read from a detail
 * answer and its attachments as the contract's readers read them (objectOf, attachmentList), at the
 * service's address for it, with the copies the page's <img> offers. The head's script of an item
 * page runs this module itself, bundled at build time (gatsby/itemCoverScript.ts, itemPreload.ts). */
import { attachmentList, objectOf } from "@school/contract/coerce";
import { pictureAddress } from "./pictureAddress";
import { photoSrcSet } from "./photoSizes";

/** The picture's address and srcset, where `pictures` gives pictures; null for an answer without one. */
export function itemCover(answer: unknown, pictures: string): { href: string; srcset: string } | null {
  const item = objectOf(answer);
  const ref = item ? attachmentList(item.attachments)[0] : undefined;
  if (!ref) return null;
  const href = pictureAddress(pictures, ref);
  return { href, srcset: photoSrcSet(href, { original: true }) };
}

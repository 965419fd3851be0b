/** Photos from the content service at the size of their box. Beside every photo the bundled service
 * keeps copies 480 and 960 px wide (PHOTO_WIDTHS), sent for `?w=480`
 * and `?w=960`; SPEC's address without the parameter stays the photo itself. The browser picks from
 * a srcset of the copies by the box's width (`sizes`) and the screen's density, so a phone no longer
 * loads a 1600-px photo into a 343-px card. Another host that speaks SPEC's API may ignore the
 * parameter (the page then gets the whole photo, as before) or refuse it (RemoteImage then asks for
 * the plain address). */

import { PHOTO_WIDTHS } from "@school/contract/desk/photoWidths";
import { ORIGINAL_WIDTH, PAGE_PHOTO_SIZES } from "./photoWidths";

/** The address of a copy: `?w=` added to a photo's address, beside a query it may have (`?url=`). */
export function sizedUrl(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

export interface SrcSetEntry {
  src: string;
  width: number;
}

/** The copies of a photo, narrowest first, and the photo itself when `original`. */
export function photoCandidates(url: string, { original = false } = {}): SrcSetEntry[] {
  return [
    ...PHOTO_WIDTHS.map((width) => ({ src: sizedUrl(url, width), width })),
    ...(original ? [{ src: url, width: ORIGINAL_WIDTH }] : []),
  ];
}

/** A srcset attribute: "…?w=480 480w, …?w=960 960w". */
export function photoSrcSet(url: string, options: { original?: boolean } = {}): string {
  return photoCandidates(url, options)
    .map(({ src, width }) => `${src} ${width}w`)
    .join(", ");
}

/** The boxes the site shows service photos in, as `sizes` media conditions. The page's container
 * has 1rem of padding each side and is at most 1200 px wide; a side menu takes 280 px of it from
 * 992 px up. */
export const PHOTO_BOXES = {
  /** Cards of a grid or carousel (albums, activities, events, blog): one a row on a phone. */
  card: "(max-width: 599px) calc(100vw - 2rem), (max-width: 991px) calc(50vw - 2rem), 400px",
  /** An album's thumbnails: one a row below 480 px, then two, three and four. */
  thumb: "(max-width: 479px) calc(100vw - 2rem), (max-width: 991px) calc(50vw - 2rem), 300px",
  /** A round portrait (toppers, birthdays), at most 220 px wide. */
  portrait: "220px",
  /** A picture as wide as the page's text column (a blog post's cover). */
  page: PAGE_PHOTO_SIZES,
} as const;

export type PhotoBox = keyof typeof PHOTO_BOXES;

/** The `sizes` of a photo in a box. A lazily loaded photo lets the browser measure its box itself
 * (`auto`: laid out before it is fetched), with the box's conditions for browsers that cannot. */
export function photoSizes(box: PhotoBox, lazy: boolean): string {
  return lazy ? `auto, ${PHOTO_BOXES[box]}` : PHOTO_BOXES[box];
}

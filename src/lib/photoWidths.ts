/** The widths behind a photo's srcset (photoSizes.ts) besides the stored copies' (PHOTO_WIDTHS, which the
 * contract states), apart from the rest so that the item pages' head script (itemPreload.ts), which every
 * page's bundle holds, takes no more than these. */

/** The width a srcset gives the photo itself, which is at least as wide as the largest copy (the desk
 * keeps photos up to 2000 px, the sample ones are 1600): offered only where a box can be wider than
 * a copy on a sharp screen (a blog post's cover, the photo viewer). */
export const ORIGINAL_WIDTH = 1600;

/** A picture as wide as the page's text column (a blog post's cover), as `sizes` media conditions. */
export const PAGE_PHOTO_SIZES = "(max-width: 991px) calc(100vw - 2rem), 900px";

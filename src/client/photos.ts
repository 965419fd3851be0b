/** Photos from the content service as a page shows them: the address, and the service's smaller
 * copies to choose from (src/lib/photoSizes.ts). Apart from images.ts, which every page's frame
 * uses, so that pages without service photos do not carry this. */
import { photoCandidates, photoSrcSet } from "../lib/photoSizes";
import { imageUrl } from "./images";

/** A photo to show in a box: its address, and the service's smaller copies to choose from. */
export interface PhotoSource {
  src: string;
  srcSet?: string;
}

/** Set once a photo failed at every size and then loaded from its plain address: the host does not
 * answer the bundled service's `?w=` (SPEC's API has no sizes), so the page stops asking for them. */
let sizesRefused = false;

export function noteSizesRefused(): void {
  sizesRefused = true;
}

export const sizesAnswered = (): boolean => !sizesRefused;

export function photoSource(ref: string, options: { original?: boolean } = {}): PhotoSource {
  const src = imageUrl(ref);
  return sizesRefused ? { src } : { src, srcSet: photoSrcSet(src, options) };
}

/** A photo as the photo viewer (yet-another-react-lightbox) takes it: the copies and the photo
 * itself, which it chooses among by the size it shows the photo at (larger when zoomed). Their
 * heights are not known before they load (0: the viewer reads them from the loaded photo). */
export function viewerPhoto(ref: string): { src: string; srcSet: { src: string; width: number; height: number }[] } {
  const src = imageUrl(ref);
  return { src, srcSet: photoCandidates(src, { original: true }).map((entry) => ({ ...entry, height: 0 })) };
}

/**
 * How large a published upload may be, and how large a photo is kept: the service refuses by these,
 * and the desk checks a chosen file by them before sending it.
 */
import { MB } from "./megabytes";

/** A phone photo of today is 3–25 MB (a 48-megapixel one more); every photo is shrunk to at most
 * PHOTO_MAX_SIDE anyway, so the limit only bounds the work and memory of one upload. */
export const PHOTO_MAX_BYTES = 40 * MB;
/** PDFs are stored as they are (rewritten, not shrunk): each one is a visitor's download. */
export const PDF_MAX_BYTES = 10 * MB;

/** The most bytes an upload may carry: the larger of the two. */
export const UPLOAD_MAX_BYTES = Math.max(PHOTO_MAX_BYTES, PDF_MAX_BYTES);

/** The longest side, in pixels, of a published photo as stored. */
export const PHOTO_MAX_SIDE = 2000;

export const limitFor = (isPdf: boolean) => (isPdf ? PDF_MAX_BYTES : PHOTO_MAX_BYTES);

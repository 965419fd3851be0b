/**
 * How large a published upload may be, in one place for the service and the desk's own check.
 * Pure (no Node): the desk imports it.
 */
const MB = 1024 * 1024;

/** A phone photo of today is 3–25 MB (a 48-megapixel one more); every photo is shrunk to at most
 * 2000 px anyway, so the limit only bounds the work and memory of one upload. */
export const PHOTO_MAX_BYTES = 40 * MB;
/** PDFs are stored as they are (rewritten, not shrunk): each one is a visitor's download. */
export const PDF_MAX_BYTES = 10 * MB;

/** The most bytes an upload to POST /api/desk/media may carry: the larger of the two. */
export const UPLOAD_MAX_BYTES = Math.max(PHOTO_MAX_BYTES, PDF_MAX_BYTES);

/** "40 MB". */
export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The size of a file over `limit`, never reading as the limit itself: "52 MB", or "40.3 MB". */
export function sizeOver(bytes: number, limit: number): string {
  const whole = Math.round(bytes / MB);
  return whole > Math.round(limit / MB) ? `${whole} MB` : `${Math.ceil((bytes / MB) * 10) / 10} MB`;
}

export const limitFor = (isPdf: boolean) => (isPdf ? PDF_MAX_BYTES : PHOTO_MAX_BYTES);

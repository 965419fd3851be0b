/**
 * What the office reads when a file is refused: the file's name, what is wrong, and what to do
 * instead, in plain words. The desk shows the same sentences before sending a file
 * as the service answers after receiving one.
 */
import type { FileKind } from "./fileKind";
import type { AttachmentKind } from "./kinds";
import { megabytes, sizeOver } from "./megabytes";
import { limitFor, PHOTO_MAX_SIDE } from "./uploadLimits";

export const PHOTO_FORMATS = "JPEG, PNG, WebP or HEIC";

const SMALLER_PHOTO =
  "Send it from your phone's Photos app as a smaller copy (e-mail it to yourself and choose a smaller size), " +
  `or open it on the computer, resize it to about ${PHOTO_MAX_SIDE} pixels wide and save it again.`;
const SMALLER_PDF =
  'Save it again as a smaller PDF (in Word, choose "Minimum size" when you save as PDF), or split it into two files.';

/** A file over its limit (the published one of its kind, unless another is given); `bytes` is its
 * size, when known. */
export function tooLarge(name: string, isPdf: boolean, bytes?: number, limit = limitFor(isPdf)): string {
  const size = bytes && bytes > limit ? `is ${sizeOver(bytes, limit)}` : `is larger than ${megabytes(limit)}`;
  const smaller = isPdf ? SMALLER_PDF : SMALLER_PHOTO;
  return `${name} ${size}; ${isPdf ? "PDFs" : "photos"} may be up to ${megabytes(limit)}. ${smaller}`;
}

/** What a file's name claims it is, by its ending. */
function claimedByName(name: string): "photo" | "pdf" | null {
  if (/\.pdf$/i.test(name)) return "pdf";
  return /\.(jpe?g|png|webp|hei[cf])$/i.test(name) ? "photo" : null;
}

/** A file whose bytes are of a kind the field does not take, or of no kind the desk takes. "Whatever
 * its name says" only where its name says otherwise (a PDF renamed .jpg). */
export function wrongKind(name: string, kind: FileKind | null, accepts: AttachmentKind): string {
  const claimed = claimedByName(name);
  const isPdf = kind === "pdf";
  const misnamed =
    (kind === null && claimed !== null) || (kind !== null && claimed !== null && claimed !== (isPdf ? "pdf" : "photo"))
      ? ", whatever its name says"
      : "";
  if (isPdf && accepts === "image")
    return `${name} is a PDF, not a photo${misnamed}. Only photos (${PHOTO_FORMATS}) can go here.`;
  if (kind !== null && !isPdf && accepts === "pdf")
    return `${name} is a photo, not a PDF${misnamed}. Only PDF files can go here.`;
  if (accepts === "image")
    return `${name} is not a photo (${PHOTO_FORMATS})${misnamed}. Save it again as a JPEG and upload that.`;
  if (accepts === "pdf") return `${name} is not a PDF${misnamed}. Save it again as a PDF and upload that.`;
  return (
    `${name} is neither a photo (${PHOTO_FORMATS}) nor a PDF${misnamed}. ` +
    "Save it again as one of those and upload that."
  );
}

export const heicNotConverted = (name: string) =>
  `${name} is an iPhone photo (HEIC) that could not be converted. ` +
  "Send it as a JPEG instead: e-mail it to yourself from the iPhone (Mail sends a JPEG) and upload that copy, " +
  `or set the iPhone's Settings › Camera › Formats to "Most Compatible" so that new photos are JPEGs.`;

export const photoUnreadable = (name: string) =>
  `${name} could not be read as a photo. Save it again as a JPEG and upload that.`;

export const tooManyPixels = (name: string, megapixels: number, limit: number) =>
  `${name} is ${Math.ceil(megapixels)} megapixels; photos may be up to ${limit} megapixels. ${SMALLER_PHOTO}`;

export const emptyFile = (name: string) => `${name} is empty. Choose the file again.`;

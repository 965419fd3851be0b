/** What an upload field accepts, in the forms a file chooser and a person need. */
import { type AttachmentKind } from "@school/contract/desk/kinds";
import { type FileKind } from "@school/contract/desk/fileKind";
import { megabytes } from "@school/contract/desk/megabytes";
import { limitFor, PDF_MAX_BYTES, PHOTO_MAX_BYTES } from "@school/contract/desk/uploadLimits";
import { tooLarge, wrongKind } from "@school/contract/desk/uploadMessages";

/** HEIC/HEIF (iPhones) is converted to JPEG by the service; a computer may report no type for it. */
const HEIC_TYPES: Record<string, string[]> = { "image/heic": [".heic"], "image/heif": [".heif"] };
const IMAGE_TYPES: Record<string, string[]> = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  ...HEIC_TYPES,
};
const PDF_TYPES: Record<string, string[]> = { "application/pdf": [".pdf"] };

const HEIC_NAME = /\.hei[cf]$/i;

/** react-dropzone's `accept`: MIME types with their usual file name endings. */
export function acceptedTypes(accepts: AttachmentKind): Record<string, string[]> {
  if (accepts === "image") return IMAGE_TYPES;
  if (accepts === "pdf") return PDF_TYPES;
  return { ...IMAGE_TYPES, ...PDF_TYPES };
}

const PHOTOS = "JPEG, PNG, WebP or HEIC photos";
const KINDS_OF_FILES: Record<AttachmentKind, string> = {
  image: PHOTOS,
  pdf: "PDF files",
  any: `PDF files and ${PHOTOS}`,
};

/** The sentence under a drop zone saying what it takes. */
export function acceptedDescription(accepts: AttachmentKind): string {
  const photos = `up to ${megabytes(PHOTO_MAX_BYTES)}`;
  const pdfs = `up to ${megabytes(PDF_MAX_BYTES)}`;
  if (accepts === "image") return `${PHOTOS}, ${photos} each.`;
  if (accepts === "pdf") return `PDF files, ${pdfs} each.`;
  return `PDF files ${pdfs}, or ${PHOTOS} ${photos}.`;
}

interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** What the name and the type the computer reports say the file is. */
function claimedKind(file: ChosenFile): "photo" | "pdf" | null {
  if (file.type === "application/pdf") return "pdf";
  if (file.type in IMAGE_TYPES || HEIC_NAME.test(file.name ?? "")) return "photo";
  return null;
}

/**
 * Why a chosen file cannot be added, or null when it can (the service checks its bytes again).
 * `sniffed` is what its first bytes are, once read (chosenFiles.ts): a PDF renamed .jpg is refused
 * by name here, before it is sent or shown as a broken picture.
 */
export function fileProblem(
  file: ChosenFile,
  accepts: AttachmentKind,
  { sniffed }: { sniffed?: FileKind | null } = {},
): string | null {
  const claimed = claimedKind(file);
  const fitsClaim = claimed !== null && (accepts === "any" || (accepts === "pdf") === (claimed === "pdf"));
  if (!fitsClaim) return `${file.name} was not added: only ${KINDS_OF_FILES[accepts]} can be added here.`;
  if (sniffed !== undefined) {
    const fitsBytes = sniffed !== null && (accepts === "any" || (accepts === "pdf") === (sniffed === "pdf"));
    if (!fitsBytes) return wrongKind(file.name, sniffed, accepts);
  }
  const isPdf = (sniffed ?? (claimed === "pdf" ? "pdf" : null)) === "pdf";
  if (file.size > limitFor(isPdf)) return tooLarge(file.name, isPdf, file.size);
  return null;
}

/** Whether the browser can show the chosen file as a picture (it cannot show HEIC). */
export const showableInBrowser = (file: ChosenFile, sniffed?: FileKind | null) =>
  sniffed !== undefined
    ? sniffed === "jpeg" || sniffed === "png" || sniffed === "webp"
    : ["image/jpeg", "image/png", "image/webp"].includes(file.type) && !HEIC_NAME.test(file.name);

/** Whether a chosen file is a HEIC photo, which the service converts to JPEG. */
export const isHeicFile = (file: ChosenFile, sniffed?: FileKind | null) =>
  sniffed !== undefined ? sniffed === "heic" : file.type in HEIC_TYPES || HEIC_NAME.test(file.name);

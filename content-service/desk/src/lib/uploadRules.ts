/** What an upload field accepts, in the forms a file chooser and a person need. */
import { UPLOAD_LIMITS, type AttachmentKind } from "../../../src/desk/kinds";

const IMAGE_TYPES: Record<string, string[]> = { "image/jpeg": [".jpg", ".jpeg"], "image/png": [".png"], "image/webp": [".webp"] };
const PDF_TYPES: Record<string, string[]> = { "application/pdf": [".pdf"] };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** react-dropzone's `accept`: MIME types with their usual file name endings. */
export function acceptedTypes(accepts: AttachmentKind): Record<string, string[]> {
  if (accepts === "image") return IMAGE_TYPES;
  if (accepts === "pdf") return PDF_TYPES;
  return { ...IMAGE_TYPES, ...PDF_TYPES };
}

const KINDS_OF_FILES: Record<AttachmentKind, string> = {
  image: "JPEG, PNG or WebP photos",
  pdf: "PDF files",
  any: "PDF files and JPEG, PNG or WebP photos",
};

/** The sentence under a drop zone saying what it takes. */
export function acceptedDescription(accepts: AttachmentKind): string {
  const photos = `up to ${megabytes(UPLOAD_LIMITS.imageBytes)}`;
  const pdfs = `up to ${megabytes(UPLOAD_LIMITS.pdfBytes)}`;
  if (accepts === "image") return `JPEG, PNG or WebP photos, ${photos} each.`;
  if (accepts === "pdf") return `PDF files, ${pdfs} each.`;
  return `PDF files ${pdfs}, or JPEG, PNG or WebP photos ${photos}.`;
}

/** Why a chosen file cannot be added, or null when it can (the service checks its bytes again). */
export function fileProblem(file: { name: string; type: string; size: number }, accepts: AttachmentKind): string | null {
  const isPdf = file.type === "application/pdf";
  const isImage = file.type in IMAGE_TYPES;
  const fits = accepts === "image" ? isImage : accepts === "pdf" ? isPdf : isImage || isPdf;
  if (!fits) return `${file.name} was not added: only ${KINDS_OF_FILES[accepts]} can be added here.`;
  const limit = isPdf ? UPLOAD_LIMITS.pdfBytes : UPLOAD_LIMITS.imageBytes;
  if (file.size > limit) return `${file.name} was not added: it is larger than ${megabytes(limit)}.`;
  return null;
}

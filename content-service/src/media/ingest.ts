import sharp from "sharp";
import { cleanPdf, PdfRefused } from "../pdf/cleanPdf";
import { DecodeBusy, inDecodeSlot } from "./decodeSlots";
import { fileKind, type FileKind } from "@school/contract/desk/fileKind";
import { heicToJpeg } from "./heic";
import { heifPixels } from "./heifSize";
import { PHOTO_WIDTHS } from "@school/contract/desk/photoWidths";
import { PDF_MAX_BYTES, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from "@school/contract/desk/uploadLimits";
import {
  emptyFile,
  heicNotConverted,
  photoUnreadable,
  tooLarge,
  tooManyPixels,
  wrongKind,
} from "@school/contract/desk/uploadMessages";
import type { AttachmentKind } from "@school/contract/desk/kinds";

export interface IngestedFile {
  bytes: Buffer;
  type: "image/jpeg" | "image/png" | "application/pdf";
  ext: ".jpg" | ".png" | ".pdf";
  width: number | null;
  height: number | null;
  /** Smaller copies of an image for phones, by width, each in the photo's own format and in WebP
   * (media/photoCopies.ts). */
  variants: { width: number; webp: boolean; bytes: Buffer }[];
}

export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 503,
    message: string,
  ) {
    super(message);
  }
}

// libvips keeps decoded images in a cache by default; a service that decodes each photo once needs
// none, and without it the memory a burst of uploads took is given back.
sharp.cache(false);

/** WebP copies look as the JPEG ones do (quality 82, mozjpeg), and are often a third smaller or more. */
export const WEBP = { quality: 78 } as const;

/** A decompression bomb stops here: a 100-megapixel photo is far beyond any phone's. */
const MAX_MEGAPIXELS = 100;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

const refusePixels = (name: string, width = 0, height = 0) => {
  if (width * height > MAX_PIXELS)
    throw new UploadRefused(400, tooManyPixels(name, (width * height) / 1_000_000, MAX_MEGAPIXELS));
};

/** A HEIC/HEIF photo as a JPEG, its declared size checked before anything decodes it. */
async function heicAsJpeg(bytes: Buffer, name: string): Promise<Buffer> {
  const declared = heifPixels(bytes);
  refusePixels(name, declared?.width, declared?.height);
  try {
    return await heicToJpeg(bytes);
  } catch {
    throw new UploadRefused(400, heicNotConverted(name));
  }
}

/** What sharp recognises in the bytes, if it is one of the photo formats it re-encodes, with its size. */
async function photoFormat(
  bytes: Buffer,
): Promise<{ format: string; width?: number; height?: number; hasAlpha?: boolean } | null> {
  try {
    // Only the header is read here, so no pixel limit: an image over it is refused by
    // refusePixels with its own message, not taken for something that is not a photo.
    const { format, width, height, hasAlpha } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return format && ["jpeg", "png", "webp"].includes(format) ? { format, width, height, hasAlpha } : null;
  } catch {
    return null;
  }
}

/** Re-encodes a photo: turned upright by its EXIF orientation, every metadata field dropped (a
 * photo's GPS position must never reach the public), at most `maxSide` pixels on its long side,
 * JPEG unless it has transparency; smaller web copies beside it, in that format and in WebP. A
 * HEIC photo is converted to JPEG first. `name` is the uploader's name for the file, for the
 * messages. */
export async function ingestImage(
  original: Buffer,
  maxSide: number = PHOTO_MAX_SIDE,
  widths: readonly number[] = PHOTO_WIDTHS,
  name = "The file",
): Promise<IngestedFile> {
  if (original.length > PHOTO_MAX_BYTES) throw new UploadRefused(413, tooLarge(name, false, original.length));
  try {
    return await inDecodeSlot(() => decodePhoto(original, maxSide, widths, name));
  } catch (error) {
    if (error instanceof DecodeBusy) throw new UploadRefused(503, error.message);
    throw error;
  }
}

async function decodePhoto(
  original: Buffer,
  maxSide: number,
  widths: readonly number[],
  name: string,
): Promise<IngestedFile> {
  const kind = fileKind(original);
  const bytes = kind === "heic" ? await heicAsJpeg(original, name) : original;
  const photo = await photoFormat(bytes);
  if (!photo) throw new UploadRefused(400, wrongKind(name, kind, "image"));
  refusePixels(name, photo.width, photo.height);
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const encode = (image: sharp.Sharp) =>
      photo.hasAlpha
        ? image.png({ compressionLevel: 9 })
        : image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
    const main = await encode(
      upright.clone().resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true }),
    ).toBuffer({ resolveWithObject: true });
    const variants = [];
    for (const width of widths.filter((w) => w < main.info.width)) {
      const copy = upright.clone().resize({ width });
      variants.push({ width, webp: false, bytes: await encode(copy.clone()).toBuffer() });
      variants.push({ width, webp: true, bytes: await copy.webp(WEBP).toBuffer() });
    }
    return {
      bytes: main.data,
      type: photo.hasAlpha ? "image/png" : "image/jpeg",
      ext: photo.hasAlpha ? ".png" : ".jpg",
      width: main.info.width,
      height: main.info.height,
      variants,
    };
  } catch {
    throw new UploadRefused(400, photoUnreadable(name));
  }
}

/** A PDF rebuilt from its pages alone, without scripts, automatic actions, embedded files or forms
 * (src/pdf/cleanPdf.ts); refused, naming the file, when it cannot be read. */
export async function ingestPdf(bytes: Buffer, name = "The PDF"): Promise<IngestedFile> {
  if (bytes.length > PDF_MAX_BYTES) throw new UploadRefused(413, tooLarge(name, true, bytes.length));
  try {
    const cleaned = Buffer.from(await cleanPdf(bytes, name));
    return { bytes: cleaned, type: "application/pdf", ext: ".pdf", width: null, height: null, variants: [] };
  } catch (error) {
    if (error instanceof PdfRefused) throw new UploadRefused(400, error.message);
    throw error;
  }
}

const fits = (kind: FileKind, accepts: AttachmentKind) => accepts === "any" || (accepts === "pdf") === (kind === "pdf");

/** A photo or a PDF, told apart by its bytes, never by its name, and refused (naming the file) when
 * the field it is for takes the other kind: a refused file is never stored. */
export async function ingestUpload(
  bytes: Buffer,
  name = "The file",
  accepts: AttachmentKind = "any",
): Promise<IngestedFile> {
  if (!bytes.length) throw new UploadRefused(400, emptyFile(name));
  const kind = fileKind(bytes);
  if (!kind || !fits(kind, accepts)) throw new UploadRefused(400, wrongKind(name, kind, accepts));
  return kind === "pdf" ? ingestPdf(bytes, name) : ingestImage(bytes, undefined, undefined, name);
}

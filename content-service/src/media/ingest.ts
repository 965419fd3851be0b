import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { UPLOAD_LIMITS } from "../desk/kinds";

export interface IngestedFile {
  bytes: Buffer;
  type: "image/jpeg" | "image/png" | "application/pdf";
  ext: ".jpg" | ".png" | ".pdf";
  width: number | null;
  height: number | null;
  /** Smaller copies of an image for phones, by width. */
  variants: { width: number; bytes: Buffer }[];
}

export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const WRONG_TYPE = "Upload a photo (JPEG, PNG or WebP) or a PDF. This file is neither, whatever its name says.";
/** A decompression bomb stops here: a 100-megapixel photo is far beyond any phone's. */
const MAX_PIXELS = 100_000_000;

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/** What sharp recognises in the bytes, if it is one of the photo formats the desk accepts. */
async function photoFormat(bytes: Buffer): Promise<string | null> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    return format && ["jpeg", "png", "webp"].includes(format) ? format : null;
  } catch {
    return null;
  }
}

/** Re-encodes a photo: turned upright by its EXIF orientation, every metadata field dropped (a
 * photo's GPS position must never reach the public), at most `maxSide` pixels on its long side,
 * JPEG unless it has transparency; smaller web copies beside it. */
export async function ingestImage(bytes: Buffer, maxSide: number = UPLOAD_LIMITS.imageMaxSide, widths: readonly number[] = UPLOAD_LIMITS.webWidths): Promise<IngestedFile> {
  if (bytes.length > UPLOAD_LIMITS.imageBytes) throw new UploadRefused(413, "The photo is larger than 15 MB.");
  if (!(await photoFormat(bytes))) throw new UploadRefused(400, WRONG_TYPE);
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const { hasAlpha } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    const encode = (image: sharp.Sharp) => (hasAlpha ? image.png({ compressionLevel: 9 }) : image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }));
    const main = await encode(upright.clone().resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
    const variants = [];
    for (const width of widths.filter((w) => w < main.info.width)) {
      variants.push({ width, bytes: await encode(upright.clone().resize({ width })).toBuffer() });
    }
    return { bytes: main.data, type: hasAlpha ? "image/png" : "image/jpeg", ext: hasAlpha ? ".png" : ".jpg", width: main.info.width, height: main.info.height, variants };
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(400, "This photo could not be read. Save it again as a JPEG and upload that.");
  }
}

/** Checks a PDF by parsing it and writes it anew: what follows its last page object, and every
 * script and automatic action, is dropped. */
export async function ingestPdf(bytes: Buffer): Promise<IngestedFile> {
  if (bytes.length > UPLOAD_LIMITS.pdfBytes) throw new UploadRefused(413, "The PDF is larger than 10 MB.");
  let document: PDFDocument;
  let pages: number;
  try {
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    pages = document.getPageCount();
  } catch (error) {
    const encrypted = (error as Error).constructor?.name === "EncryptedPDFError";
    throw new UploadRefused(400, encrypted ? "This PDF is password-protected. Save a copy without a password and upload that." : "This PDF could not be read. Save it again as a PDF and upload that.");
  }
  if (pages === 0) throw new UploadRefused(400, "This PDF has no pages.");
  const catalog = document.catalog;
  catalog.delete(PDFName.of("OpenAction"));
  catalog.delete(PDFName.of("AA"));
  const names = catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  names?.delete(PDFName.of("JavaScript"));
  const rewritten = Buffer.from(await document.save({ useObjectStreams: true }));
  return { bytes: rewritten, type: "application/pdf", ext: ".pdf", width: null, height: null, variants: [] };
}

/** A photo or a PDF, told apart by its bytes, never by its name. */
export async function ingestUpload(bytes: Buffer): Promise<IngestedFile> {
  if (!bytes.length) throw new UploadRefused(400, "The file is empty.");
  return isPdf(bytes) ? ingestPdf(bytes) : ingestImage(bytes);
}

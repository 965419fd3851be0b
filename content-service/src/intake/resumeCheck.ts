import CFB from "cfb";
import { PDFDocument } from "pdf-lib";
import yauzl from "yauzl";
import {
  RESUME_MAX_BYTES,
  RESUME_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPES,
} from "@school/contract/forms/careerSchema";

/** The largest [Content_Types].xml read from a .docx: the real one is a few KB, and a zip bomb
 * must not be inflated. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;
/** What a .docx may hold once inflated, and in how many entries: a long CV with photos is a few
 * MB; a zip bomb declares gigabytes. The declared sizes are enforced while reading (yauzl's
 * validateEntrySizes), so an entry cannot inflate past what it declares. */
const MAX_DOCX_INFLATED_BYTES = 20 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 2000;
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const WORD_BODY = "word/document.xml";
const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const resumeExtension = (fileName: string): string =>
  RESUME_TYPES.find((e) => fileName.toLowerCase().endsWith(e)) ?? "";

/** A PDF that parses, with at least one page; markup dressed up with a PDF header does not. */
async function isPdf(bytes: Buffer): Promise<boolean> {
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") return false;
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** A Word 2007+ document: a ZIP of bounded inflated size, whose content types declare a
 * WordprocessingML main part and which holds that part (word/document.xml). Every entry's declared
 * size is added up before anything is inflated; only the content types are read. */
function isDocx(bytes: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return resolve(false);
      let settled = false;
      let inflated = 0;
      let entries = 0;
      let hasBody = false;
      let contentTypes: yauzl.Entry | null = null;
      const finish = (result: boolean) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(result);
      };
      const readContentTypes = (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish(false);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", () => finish(false));
          stream.on("end", () => finish(Buffer.concat(chunks).toString("utf8").includes(WORD_MAIN)));
        });
      zip.on("error", () => finish(false));
      zip.on("end", () => (contentTypes && hasBody ? readContentTypes(contentTypes) : finish(false)));
      zip.on("entry", (entry: yauzl.Entry) => {
        inflated += entry.uncompressedSize;
        entries += 1;
        if (inflated > MAX_DOCX_INFLATED_BYTES || entries > MAX_DOCX_ENTRIES) return finish(false);
        if (entry.fileName === WORD_BODY) hasBody = true;
        if (entry.fileName === "[Content_Types].xml") {
          if (entry.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return finish(false);
          contentTypes = entry;
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

/** A Word 97-2003 document: a compound file (OLE) whose directory, read as the format says, holds
 * a WordDocument stream. Markup behind an OLE header, naming the stream anywhere, is not one. */
function isDoc(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(OLE_HEADER)) return false;
  try {
    const container = CFB.read(bytes, { type: "buffer" });
    const stream = CFB.find(container, "WordDocument");
    return Boolean(stream && stream.type === 2 && stream.size > 0);
  } catch {
    return false;
  }
}

const CHECKS: Record<string, (bytes: Buffer) => boolean | Promise<boolean>> = {
  ".pdf": isPdf,
  ".doc": isDoc,
  ".docx": isDocx,
};

/** A résumé is accepted by its bytes, not its name: the extension must be one of SPEC's types and
 * the content must really be a document of that type. */
export async function resumeProblem(
  fileName: string,
  bytes: Buffer,
): Promise<{ status: 400 | 413; message: string } | null> {
  if (bytes.length > RESUME_MAX_BYTES) return { status: 413, message: RESUME_SIZE_MESSAGE };
  const ext = resumeExtension(fileName);
  if (!ext || bytes.length === 0 || !(await CHECKS[ext](bytes))) return { status: 400, message: RESUME_MESSAGE };
  return null;
}

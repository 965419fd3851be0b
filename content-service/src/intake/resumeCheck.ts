import CFB from "cfb";
import { PDFDocument } from "pdf-lib";
import yauzl from "yauzl";
import {
  RESUME_MAX_BYTES,
  RESUME_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPES,
} from "@school/contract/forms/careerFields";

/** What a .docx may hold once inflated, in all and in one entry, and in how many entries: a long CV
 * with photos is a few MB; a zip bomb inflates to gigabytes, whatever its headers declare. What each
 * entry really inflates to is counted as it is read, and reading stops as soon as a bound is passed. */
const MAX_DOCX_INFLATED_BYTES = 20 * 1024 * 1024;
const MAX_DOCX_ENTRY_BYTES = 10 * 1024 * 1024;
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
 * WordprocessingML main part and which holds that part (word/document.xml). Every entry is inflated,
 * so that none can hide more than the bounds allow behind a size its header under-declares (yauzl's
 * validateEntrySizes refuses such an entry as soon as it inflates past what it declares). */
function isDocx(bytes: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return resolve(false);
      // The central directory's count is checked before anything is read; a count that lies is
      // caught entry by entry below.
      if (zip.entryCount > MAX_DOCX_ENTRIES) {
        zip.close();
        return resolve(false);
      }
      let settled = false;
      let inflated = 0;
      let entries = 0;
      let hasBody = false;
      let declaresWord = false;
      const finish = (result: boolean) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(result);
      };
      /** Inflates an entry to its end, counting what it really gives; `then` is given its text when
       * `keep` (the content types'), nothing otherwise. */
      const inflate = (entry: yauzl.Entry, keep: boolean, then: (text: string) => void) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish(false);
          const chunks: Buffer[] = [];
          let read = 0;
          stream.on("data", (chunk: Buffer) => {
            read += chunk.length;
            inflated += chunk.length;
            if (read > MAX_DOCX_ENTRY_BYTES || inflated > MAX_DOCX_INFLATED_BYTES) {
              stream.destroy();
              return finish(false);
            }
            if (keep) chunks.push(chunk);
          });
          stream.on("error", () => finish(false));
          stream.on("end", () => then(Buffer.concat(chunks).toString("utf8")));
        });
      zip.on("error", () => finish(false));
      zip.on("end", () => finish(hasBody && declaresWord));
      zip.on("entry", (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > MAX_DOCX_ENTRIES) return finish(false);
        if (entry.fileName === WORD_BODY) hasBody = true;
        const contentTypes = entry.fileName === "[Content_Types].xml";
        inflate(entry, contentTypes, (text) => {
          if (contentTypes) declaresWord = text.includes(WORD_MAIN);
          if (!settled) zip.readEntry();
        });
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

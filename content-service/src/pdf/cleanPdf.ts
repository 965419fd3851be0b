/** A PDF rebuilt without active content: only its pages are copied into a new document, so the
 * document-level actions (OpenAction, AA), the JavaScript and embedded-file name trees, the forms
 * and their XFA never come across; before the copy, each page loses its own actions and each
 * annotation its actions, and file attachments and widgets are dropped. What the copy does not
 * reach is not written at all (a page-level rewrite would leave the removed objects behind as
 * unreferenced objects, still in the file's bytes). A link to a web page stays a link; a link to a
 * place in the document goes, since following its page would copy the pages again. */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, PDFHexString, type PDFRef } from "pdf-lib";

export class PdfRefused extends Error {}

const NAME = (name: string) => PDFName.of(name);

/** Annotations that carry files, scripts or form behaviour; a PDF for reading needs none of them. */
const DROPPED_ANNOTATIONS = new Set(["FileAttachment", "Widget", "Screen", "Movie", "Sound", "RichMedia", "3D"]);

/** An action the cleaned PDF may keep: a link to a web page, and nothing chained after it. */
function isWebLink(action: PDFDict | undefined): boolean {
  if (!action) return false;
  const kind = action.lookupMaybe(NAME("S"), PDFName)?.decodeText();
  if (kind !== "URI" || action.has(NAME("Next"))) return false;
  const uri = action.lookup(NAME("URI"));
  const text = uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : "";
  return /^https?:\/\//i.test(text.trim());
}

function cleanAnnotations(page: PDFDict): void {
  const annots = page.lookupMaybe(NAME("Annots"), PDFArray);
  if (!annots) return;
  const kept = PDFArray.withContext(page.context);
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookupMaybe(i, PDFDict);
    if (!annot) continue;
    const subtype = annot.lookupMaybe(NAME("Subtype"), PDFName)?.decodeText() ?? "";
    if (DROPPED_ANNOTATIONS.has(subtype)) continue;
    annot.delete(NAME("AA"));
    if (!isWebLink(annot.lookupMaybe(NAME("A"), PDFDict))) {
      // A link whose action goes leads nowhere: it is dropped rather than left as a dead box.
      if (subtype === "Link") continue;
      annot.delete(NAME("A"));
    }
    // References to pages and other annotations: the copy must follow none of them back into the source.
    for (const key of ["Dest", "P", "Parent", "IRT", "Popup"]) annot.delete(NAME(key));
    kept.push(annots.get(i) as PDFRef);
  }
  if (kept.size()) page.set(NAME("Annots"), kept);
  else page.delete(NAME("Annots"));
}

/** `bytes` as a new PDF holding its pages only, without scripts, automatic actions, embedded files
 * or forms; PdfRefused, naming the file as `name`, when it cannot be read (or is
 * password-protected), or has no pages. */
export async function cleanPdf(bytes: Uint8Array, name = "This PDF"): Promise<Uint8Array> {
  let source: PDFDocument;
  let pages: ReturnType<PDFDocument["getPages"]>;
  try {
    source = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    pages = source.getPages();
  } catch (error) {
    const encrypted = (error as Error).constructor?.name === "EncryptedPDFError";
    throw new PdfRefused(
      encrypted
        ? `${name} is password-protected. Save a copy without a password and upload that.`
        : `${name} could not be read as a PDF. Save it again as a PDF and upload that.`,
    );
  }
  if (!pages.length) throw new PdfRefused(`${name} has no pages.`);
  for (const page of pages) {
    page.node.delete(NAME("AA"));
    cleanAnnotations(page.node);
  }
  const clean = await PDFDocument.create({ updateMetadata: false });
  for (const page of await clean.copyPages(
    source,
    pages.map((_, i) => i),
  ))
    clean.addPage(page);
  const title = source.getTitle();
  if (title) clean.setTitle(title);
  return clean.save({ useObjectStreams: true });
}

/** A PDF rebuilt without active content: only its pages are copied into a new document, so the
 * document-level actions (OpenAction, AA), the JavaScript and embedded-file name trees, the forms
 * and their XFA never come across. Before the copy, each page keeps only the keys a viewer needs to
 * show it, its annotations lose their actions (a link to a web page keeps its address and nothing
 * else), file attachments and widgets are dropped, and whatever the page still reaches (resources,
 * appearances) loses every script, action and file it holds. What the copy does not reach is not
 * written at all (a page-level rewrite would leave the removed objects behind as unreferenced
 * objects, still in the file's bytes). A link to a place in the document goes, since following its
 * page would copy the pages again. */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFPageLeaf,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from "pdf-lib";

export class PdfRefused extends Error {}

const NAME = (name: string) => PDFName.of(name);

/** Annotations that carry files, scripts or form behaviour; a PDF for reading needs none of them. */
const DROPPED_ANNOTATIONS = new Set(["FileAttachment", "Widget", "Screen", "Movie", "Sound", "RichMedia", "3D"]);

/** The page keys a viewer needs: the boxes, the content and the resources (fonts, images) it draws
 * with, rotation, scale, compositing, tab order and the annotations (cleaned below). A key the
 * cleaning does not know (PieceInfo, Thumb, Metadata, Trans, B …) could lead anywhere, so it stays
 * behind. Parent stays in the source only: the copy reads inherited resources and boxes through it,
 * then leaves it out. */
const PAGE_KEYS = new Set([
  "Type",
  "Parent",
  "Resources",
  "MediaBox",
  "CropBox",
  "BleedBox",
  "TrimBox",
  "ArtBox",
  "Contents",
  "Rotate",
  "UserUnit",
  "Group",
  "Tabs",
  "Annots",
]);

/** Keys that hold scripts, automatic actions, files or private application data wherever they stand. */
const ACTIVE_KEYS = new Set(["AA", "OpenAction", "JS", "JavaScript", "XFA", "EmbeddedFiles", "EF", "PieceInfo"]);
/** Every kind of action but a link to a web page (URI): PDF 2.0's list. */
const ACTIONS = new Set([
  "GoTo",
  "GoToR",
  "GoToE",
  "GoToDp",
  "Launch",
  "Thread",
  "Sound",
  "Movie",
  "Hide",
  "Named",
  "SubmitForm",
  "ResetForm",
  "ImportData",
  "JavaScript",
  "SetOCGState",
  "Rendition",
  "Trans",
  "GoTo3DView",
  "RichMediaExecute",
]);
const FILES = new Set(["Filespec", "EmbeddedFile"]);

const dictOf = (object: PDFObject | undefined) =>
  object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
const nameIn = (dict: PDFDict, key: string) => dict.lookupMaybe(NAME(key), PDFName)?.decodeText() ?? "";

/** An action other than a web link, or a file. */
function isActive(object: PDFObject | undefined): boolean {
  const dict = dictOf(object);
  return Boolean(dict && (ACTIONS.has(nameIn(dict, "S")) || FILES.has(nameIn(dict, "Type"))));
}

/** Takes out of `object`, and of everything it reaches, the keys of ACTIVE_KEYS and whatever entry
 * leads to an action or a file; `seen` keeps a shared or circular object from being walked twice. */
function withoutActiveContent(context: PDFContext, object: PDFObject, seen: Set<PDFObject>): void {
  const value = object instanceof PDFRef ? context.lookup(object) : object;
  if (!value || seen.has(value)) return;
  seen.add(value);
  const dict = dictOf(value);
  if (dict) {
    for (const [key, entry] of dict.entries()) {
      if (ACTIVE_KEYS.has(key.decodeText()) || isActive(context.lookup(entry))) dict.delete(key);
      else withoutActiveContent(context, entry, seen);
    }
  } else if (value instanceof PDFArray) {
    for (let i = 0; i < value.size(); i++) {
      if (isActive(context.lookup(value.get(i)))) value.set(i, PDFNull);
      else withoutActiveContent(context, value.get(i), seen);
    }
  }
}

/** The web address a link's action opens, or null when the action is anything else or chains
 * another after it. */
function webAddress(action: PDFDict | undefined): PDFString | PDFHexString | null {
  if (!action || nameIn(action, "S") !== "URI" || action.has(NAME("Next"))) return null;
  const uri = action.lookup(NAME("URI"));
  if (!(uri instanceof PDFString || uri instanceof PDFHexString)) return null;
  return /^https?:\/\//i.test(uri.decodeText().trim()) ? uri : null;
}

function cleanAnnotations(page: PDFDict): void {
  const annots = page.lookupMaybe(NAME("Annots"), PDFArray);
  if (!annots) return;
  const kept = PDFArray.withContext(page.context);
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookupMaybe(i, PDFDict);
    if (!annot) continue;
    const subtype = nameIn(annot, "Subtype");
    if (DROPPED_ANNOTATIONS.has(subtype)) continue;
    const address = webAddress(annot.lookupMaybe(NAME("A"), PDFDict));
    // A link whose action goes leads nowhere: it is dropped rather than left as a dead box.
    if (!address && subtype === "Link") continue;
    // A new action of the address alone: whatever else the old one held (a /JS beside the /URI) stays behind.
    if (address) annot.set(NAME("A"), page.context.obj({ S: "URI", URI: address }));
    else annot.delete(NAME("A"));
    // References to pages and other annotations: the copy must follow none of them back into the source.
    for (const key of ["Dest", "P", "Parent", "IRT", "Popup"]) annot.delete(NAME(key));
    kept.push(annots.get(i));
  }
  if (kept.size()) page.set(NAME("Annots"), kept);
  else page.delete(NAME("Annots"));
}

/** A page as the copy may take it: the inherited resources and boxes brought down into it (so that
 * they are cleaned as its own), only PAGE_KEYS, its annotations cleaned, and no active content in
 * anything it reaches. */
function cleanPage(page: PDFPageLeaf, seen: Set<PDFObject>): void {
  for (const key of PDFPageLeaf.InheritableEntries.map(NAME)) {
    const inherited = page.getInheritableAttribute(key);
    if (inherited && !page.has(key)) page.set(key, inherited);
  }
  for (const key of page.keys()) if (!PAGE_KEYS.has(key.decodeText())) page.delete(key);
  cleanAnnotations(page);
  for (const [key, value] of page.entries()) {
    if (key === NAME("Parent")) continue;
    if (isActive(page.context.lookup(value))) page.delete(key);
    else withoutActiveContent(page.context, value, seen);
  }
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
  const seen = new Set<PDFObject>();
  for (const page of pages) cleanPage(page.node, seen);
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

/** @jest-environment node */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { cleanPdf, PdfRefused } from "../../src/pdf/cleanPdf";
import { ACTIVE_CONTENT, hostilePdf, pdfObjects } from "../fixtures/hostilePdf";
import { pdfText } from "../fixtures/pdfText";

it("finds every kind of active content in the hostile PDF (the test's own check)", async () => {
  const objects = await pdfObjects(await hostilePdf());
  for (const word of ACTIVE_CONTENT) expect(objects).toContain(word);
});

it("rebuilds a PDF with none of it, keeping its page, its words and its web link", async () => {
  const cleaned = await cleanPdf(await hostilePdf());
  const objects = await pdfObjects(cleaned);
  for (const word of ACTIVE_CONTENT) expect(objects).not.toContain(word);
  expect(Buffer.from(cleaned).includes("invoice.exe")).toBe(false);
  const doc = await PDFDocument.load(cleaned);
  expect(doc.getPageCount()).toBe(1);
  expect(await pdfText(cleaned)).toEqual([["School closed on Monday"]]);
  const annots = doc.getPage(0).node.lookup(PDFName.of("Annots"), PDFArray);
  expect(annots.size()).toBe(1);
  const uri = annots.lookup(0, PDFDict).lookup(PDFName.of("A"), PDFDict).lookup(PDFName.of("URI"));
  expect((uri as PDFString).decodeText()).toBe("https://school.example/news");
});

it("takes the scripts and files out of whatever the page's resources reach, keeping its words", async () => {
  const notice = await PDFDocument.create();
  notice.addPage([300, 300]).drawText("School closed on Monday", { x: 20, y: 150, size: 12 });
  // Read back once written, so that the font the words are drawn with is an object of the file.
  const doc = await PDFDocument.load(await notice.save());
  const ctx = doc.context;
  const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const font = fonts.lookup(fonts.keys()[0], PDFDict);
  font.set(PDFName.of("Hidden"), ctx.register(ctx.obj({ S: "Launch", F: PDFString.of("cmd.exe") })));
  font.set(PDFName.of("Private"), ctx.obj([ctx.obj({ S: "JavaScript", JS: PDFString.of("fontScript()") })]));
  font.set(PDFName.of("Attached"), ctx.obj({ Type: "Filespec", F: PDFString.of("invoice.exe") }));
  const words = ["/Launch", "cmd.exe", "/JavaScript", "/JS", "fontScript", "/Filespec", "invoice.exe"];
  for (const word of words) expect(await pdfObjects(await doc.save())).toContain(word);

  const cleaned = await cleanPdf(await doc.save());
  const objects = await pdfObjects(cleaned);
  for (const word of words) expect(objects).not.toContain(word);
  expect(await pdfText(cleaned)).toEqual([["School closed on Monday"]]);
});

it.each([
  [
    "not a PDF",
    Buffer.from("<html><script>alert(1)</script></html>"),
    "notice.pdf could not be read as a PDF. Save it again as a PDF and upload that.",
  ],
  [
    "a PDF header and nothing else",
    Buffer.from("%PDF-1.7\n%%EOF"),
    "notice.pdf could not be read as a PDF. Save it again as a PDF and upload that.",
  ],
])("refuses %s with a message that names the file and says what to do", async (_name, bytes, message) => {
  await expect(cleanPdf(bytes, "notice.pdf")).rejects.toThrow(new PdfRefused(message));
});

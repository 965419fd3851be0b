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

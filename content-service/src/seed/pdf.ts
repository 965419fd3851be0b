import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const NAVY = rgb(0.043, 0.239, 0.431);

/** A one-page A4 sample document with a title and lines of text. Helvetica is limited to WinAnsi;
 * characters outside printable ASCII are replaced. */
export async function makePdf(title: string, lines: string[]): Promise<Buffer> {
  const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, "-");
  const document = await PDFDocument.create();
  document.setTitle(printable(title));
  document.setCreator("Bundled content service (sample data)");
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawText(printable(title), { x: 56, y: 770, size: 20, font: bold, color: NAVY, maxWidth: 483 });
  lines.forEach((line, i) => page.drawText(printable(line), { x: 56, y: 730 - i * 18, size: 11, font: regular }));
  return Buffer.from(await document.save());
}

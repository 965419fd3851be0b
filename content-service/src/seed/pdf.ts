import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const A4 = { width: 595, height: 842 };
const MARGIN = 56;
const NAVY = rgb(11 / 255, 61 / 255, 110 / 255);

/** A one-page sample document: the school's name, a title and a few wrapped lines. No dates are
 * stamped into it, so the same content always gives the same file. */
export async function makePdf(school: string, title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setAuthor(school);
  const [regular, bold] = [
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  ];
  const page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (text: string, size: number, font = regular, color = rgb(0.1, 0.12, 0.15)) => {
    let line = "";
    for (const word of text.split(/\s+/)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(longer, size) > A4.width - 2 * MARGIN) {
        page.drawText(line, { x: MARGIN, y, size, font, color });
        y -= size * 1.4;
        line = word;
      } else line = longer;
    }
    page.drawText(line, { x: MARGIN, y, size, font, color });
    y -= size * 1.4 + 6;
  };
  write(school, 16, bold, NAVY);
  write("Sample document of the bundled content service", 10);
  y -= 12;
  write(title, 14, bold);
  for (const line of lines) write(line, 11);
  return Buffer.from(await doc.save());
}

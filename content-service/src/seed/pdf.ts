import { PdfWriter } from "../../../src/lib/pdf/pdfWriter";

/** A one-page sample document with the school's letterhead, a title and a few lines, written with
 * the site's own pdf-lib layout. */
export async function makePdf(school: string, title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PdfWriter.create(title, school);
  pdf.letterhead(school, "Sample document of the bundled content service");
  pdf.heading(title);
  for (const line of lines) pdf.paragraph(line);
  return Buffer.from(await pdf.save());
}

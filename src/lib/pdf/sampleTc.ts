/** The sample transfer certificate shown on /student-tc: the layout of a real one, marked SAMPLE. */
import type { SiteInfo } from "../data/siteSchema";
import { A4, MARGIN, PdfWriter } from "./pdfWriter";

const FIELDS = [
  "Certificate number",
  "Admission number",
  "Name of the student",
  "Mother's name",
  "Father's name",
  "Date of birth (in figures and words)",
  "Class in which the student last studied",
  "Whether qualified for promotion",
  "Date of admission",
  "Date of leaving",
  "Reason for leaving",
  "General conduct",
  "Date of issue",
];

export async function sampleTcPdf(site: SiteInfo): Promise<Uint8Array> {
  const pdf = await PdfWriter.create("Transfer Certificate (SAMPLE)", site.name);
  pdf.watermark("SAMPLE");
  pdf.letterhead(site.name, "Affiliated to the Central Board of Secondary Education");
  pdf.heading("Transfer Certificate  (SAMPLE)");
  pdf.paragraph(
    "SAMPLE ONLY - NOT A VALID CERTIFICATE. " +
      "This page shows the layout of the transfer certificate issued by the school. " +
      "A real certificate carries the student's details, a certificate number, " +
      "the school seal and the Principal's signature.",
  );
  pdf.y -= 6;
  FIELDS.forEach((label) => pdf.field(label));
  pdf.y -= 16;
  pdf.text(MARGIN, pdf.y, "Class teacher");
  pdf.text(A4.width / 2 - 30, pdf.y, "Checked by");
  pdf.text(A4.width - MARGIN - 60, pdf.y, "Principal");
  pdf.footers("SAMPLE - for illustration only. Check a real certificate on the Student TC page of the school website.");
  return pdf.save();
}

/** The forms of /download-forms: one page each, to print, fill in and hand to the school office. */
import type { FeeData } from "../data/feesSchema";
import type { SiteInfo } from "../data/siteSchema";
import { PdfWriter } from "./pdfWriter";

interface FormSpec {
  title: string;
  note: string;
  fields: string[];
  closing: string[];
}

const OFFICE = "Hand the completed form to the school office. For help, call the numbers on the school website.";

/** The download forms by file name; the transport fee comes from fees.yaml. */
export function downloadForms(fees: FeeData): Record<string, FormSpec> {
  return {
    "identity-card-form.pdf": {
      title: "Identity Card Form",
      note:
        "Use this form to apply for a new or replacement school identity card, or to correct the details on a card. " +
        "Write clearly in block letters and attach one recent passport-size photograph.",
      fields: [
        "Student name",
        "Class and section",
        "Admission number",
        "Date of birth",
        "Blood group",
        "Mother's name",
        "Father's name",
        "Residential address",
        "Parent's mobile number",
        "Day scholar / boarder",
        "Bus route and stop (if any)",
      ],
      closing: ["Reason:  [  ] New card     [  ] Lost card     [  ] Change of details"],
    },
    "transfer-certificate-application.pdf": {
      title: "Application for Transfer Certificate",
      note:
        "Use this form to apply for the transfer certificate (TC) of a student who is leaving the school. " +
        "All dues must be cleared, and books and school property returned, before the certificate is issued.",
      fields: [
        "Student name",
        "Class and section",
        "Admission number",
        "Date of birth",
        "Mother's name",
        "Father's name",
        "Date of leaving",
        "Reason for leaving",
        "School the student will join (if known)",
        "Parent's mobile number",
      ],
      closing: [
        "For office use:  Dues cleared  [  ]     Library clearance  [  ]     Hostel clearance (boarders)  [  ]",
      ],
    },
    "transport-application.pdf": {
      title: "Transport Application",
      note:
        "Use this form to start, change or stop school transport. " +
        `The transport fee is Rs. ${fees.transportMonthly} a month, paid with the school fees; ` +
        "it may rise with the price of diesel and is non-refundable.",
      fields: [
        "Student name",
        "Class and section",
        "Admission number",
        "Residential address",
        "Pick-up and drop stop",
        "Parent's mobile number",
        "Alternate mobile number",
        "From month",
      ],
      closing: ["Request:  [  ] Start transport     [  ] Change of stop     [  ] Stop transport"],
    },
    "authorization-letter.pdf": {
      title: "Authorization Letter",
      note:
        "I authorise the person named below to collect my child from school or from the bus stop on my behalf. " +
        "The authorised person must carry photo identity and show it when asked.",
      fields: [
        "Student name",
        "Class and section",
        "Admission number",
        "Name of the authorised person",
        "Relationship to the student",
        "Mobile number of the authorised person",
        "Photo identity shown (type and number)",
        "Valid from - to",
      ],
      closing: ["Please attach a photocopy of the authorised person's photo identity."],
    },
  };
}

/** One form: letterhead, title, a note, the fields and the parent's signature. */
export async function downloadFormPdf(form: FormSpec, site: SiteInfo): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(form.title, site.name);
  pdf.letterhead(site.name, site.tagline);
  pdf.heading(form.title);
  pdf.paragraph(form.note);
  pdf.y -= 10;
  form.fields.forEach((label) => pdf.field(label));
  pdf.y -= 4;
  form.closing.forEach((text) => pdf.paragraph(text));
  pdf.y = Math.min(pdf.y, 150);
  pdf.field("Signature of parent");
  pdf.field("Date");
  pdf.footers(OFFICE);
  return pdf.save();
}

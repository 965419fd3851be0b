/**
 * Writes the site's downloadable PDFs under static/pdf/ (`npx tsx scripts/generate-sample-pdfs.ts`).
 * They are plain one-page forms for office staff to replace with the school's printed originals,
 * which keep the same file names.
 */
import { mkdirSync, writeFileSync } from "fs";
import path from "path";
import { makePdf } from "../content-service/src/seed/pdf";

const SCHOOL = "Delhi Public School, Siliguri";
const line = (label: string) => `${label}: ______________________________________________`;

const FILES: Record<string, { title: string; lines: string[] }> = {
  "sample-tc.pdf": {
    title: "Transfer Certificate (SAMPLE)",
    lines: [SCHOOL, "", "SAMPLE - not a valid certificate", "", line("Name of the student"), line("Admission number"), line("Date of birth"), line("Class last studied"), line("Date of leaving"), line("Reason for leaving"), line("Conduct"), "", "Principal"],
  },
  "identity-card-form.pdf": {
    title: "Identity Card Form",
    lines: [SCHOOL, "", line("Student name"), line("Class and section"), line("Admission number"), line("Blood group"), line("Father's / mother's name"), line("Address"), line("Phone number"), "", "Attach one recent passport-size photograph.", "", "Signature of parent"],
  },
  "transfer-certificate-application.pdf": {
    title: "Application for Transfer Certificate",
    lines: [SCHOOL, "", line("Student name"), line("Class and section"), line("Admission number"), line("Date of leaving"), line("Reason for leaving"), line("School the student will join"), "", "All dues must be cleared before the certificate is issued.", "", "Signature of parent"],
  },
  "transport-application.pdf": {
    title: "Transport Application",
    lines: [SCHOOL, "", line("Student name"), line("Class and section"), line("Admission number"), line("Pick-up and drop point"), line("Address"), line("Phone number"), line("From month"), "", "Transport fee: Rs. 3300 per month, payable with the school fees.", "", "Signature of parent"],
  },
  "authorization-letter.pdf": {
    title: "Authorization Letter",
    lines: [SCHOOL, "", "I authorise the person named below to collect my child from school.", "", line("Student name"), line("Class and section"), line("Name of the authorised person"), line("Relation to the student"), line("Phone number"), "", "The authorised person must carry photo identity.", "", "Signature of parent"],
  },
  "e-prospectus.pdf": {
    title: "E-Prospectus",
    lines: [
      SCHOOL,
      "A co-educational CBSE day-cum-boarding school, Pre-Nursery to Class XII.",
      "",
      "Academic year: April to March. Term I April-September, Term II October-March.",
      "Senior secondary streams: Science, Humanities and Commerce.",
      "160 classrooms, a library of over 6000 books, 4 computer labs with over 200 computers.",
      "Boys' hostel: air-conditioned rooms, 4 children per room.",
      "",
      "Admission from Pre-Nursery to Class IX and Class XI, subject to seats.",
      "Registration and processing fee: Rs. 3000, non-refundable and non-transferable.",
      "",
      "Fees for session 2025-26 and the admission rules are on the school website.",
    ],
  },
};

const dir = path.resolve("static/pdf");
mkdirSync(dir, { recursive: true });
for (const [file, { title, lines }] of Object.entries(FILES)) writeFileSync(path.join(dir, file), makePdf(title, lines));
console.log(`Wrote ${Object.keys(FILES).length} PDFs to ${dir}`);

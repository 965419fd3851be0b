/** The e-prospectus: the school in four pages, for the session admissions are open for (site.yaml),
 * with the fees, the Class XI criteria and the hostel plans as content/data holds them when the site
 * is built, each named with its own session. */
import type { AdmissionCriteria } from "../data/admissionSchema";
import type { FeeData, FeeGroup } from "../data/feesSchema";
import type { SiteInfo } from "../data/siteSchema";
import { classXiOpeningText } from "../classXiOpening";
import { feeSessionNote } from "../feeSessionNote";
import { sessionYears } from "@school/contract/session";
import { formatRupees } from "../rupees";
import { COLOURS, MARGIN, PdfWriter } from "./pdfWriter";

interface ProspectusData {
  site: SiteInfo;
  fees: FeeData;
  admission: AdmissionCriteria;
}

/** A group's amount for the fee whose name starts with `name`, or "-" when it has none. */
function amount(group: FeeGroup, name: string): string {
  const row = group.rows.find((r) => r.particulars.toLowerCase().startsWith(name));
  return row ? formatRupees(row.amount) : "-";
}

const shortTitle = (title: string) =>
  title.replace("(institute-affiliated)", "(inst.)").replace("Humanities & Commerce", "Hum. & Com.");

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function cover(pdf: PdfWriter, { site }: ProspectusData): void {
  const [name, place] = site.name.split(/,\s*/);
  pdf.rect(0, 0, 595, 842, COLOURS.NAVY);
  pdf.rect(0, 300, 595, 8, COLOURS.GOLD);
  pdf.text(MARGIN, 620, name, { size: 34, bold: true, color: COLOURS.WHITE });
  if (place) pdf.text(MARGIN, 580, place, { size: 34, bold: true, color: COLOURS.WHITE });
  pdf.text(MARGIN, 530, site.tagline, { size: 13, color: COLOURS.PALE });
  pdf.text(MARGIN, 430, "Service Before Self", { size: 22, bold: true, color: COLOURS.GOLD });
  pdf.text(MARGIN, 250, `E-Prospectus  ${site.admissionSession}`, { size: 18, bold: true, color: COLOURS.WHITE });
  pdf.text(MARGIN, 226, "Run under the DPS Society and a foundation", { size: 11, color: COLOURS.PALE });
}

function about(pdf: PdfWriter, { site }: ProspectusData): void {
  pdf.letterhead(site.name, site.tagline);
  pdf.heading("Welcome");
  pdf.paragraph(
    `${site.name} is a co-educational day-cum-boarding school affiliated to the Central Board of Secondary Education ` +
      "(CBSE). We teach children from Pre-Nursery to Class XII, offer the Science, Humanities and Commerce streams " +
      "in the senior classes, and run a boys' hostel on the campus. " +
      "The school is run under the DPS Society and a foundation.",
  );
  pdf.subheading("Our motto: Service Before Self");
  pdf.paragraph(
    "Our motto asks each of us to think first of others - a classmate who needs help, the school we share, " +
      "the community and the country we belong to.",
  );
  pdf.subheading("Our mission");
  pdf.bullets([
    "To teach every child well, through a sound and broad CBSE education and caring, capable teachers.",
    "To build character: honesty, discipline, confidence and kindness.",
    "To prepare young people to serve, with respect for others, their community and their environment.",
  ]);
  pdf.subheading("Our vision");
  pdf.bullets([
    "A place of joyful learning, where children are curious and discover their talents.",
    "A community of respect, where every child is known and valued.",
    "A school that shapes responsible citizens who serve the nation with integrity.",
  ]);
  pdf.subheading("Our family of institutions");
  pdf.paragraph(
    "Our foundation is also associated with an engineering and management institute, " +
      "our sister school in South Kolkata and our sister school at Fulbari.",
  );
}

function learning(pdf: PdfWriter, { site, fees }: ProspectusData): void {
  pdf.letterhead(site.name, site.tagline);
  pdf.heading(`Learning at ${site.shortName}`);
  pdf.subheading("The academic year");
  pdf.bullets([
    "The academic year runs from April to March: Term I from April to September, Term II from October to March.",
    "Class XI has two semesters: April to September and October to March.",
    "Class XII has a first semester, then the first and second pre-board examinations between October and March.",
    "Senior secondary streams: Science, Humanities and Commerce.",
  ]);
  pdf.subheading("Facilities");
  pdf.bullets([
    "160 classrooms.",
    "A library of over 6000 books.",
    "4 computer labs with over 200 computers, and biology, chemistry and physics laboratories.",
    "Grounds for games and sports, a boys' hostel and school buses.",
  ]);
  pdf.subheading("Activities");
  pdf.paragraph(
    "Music, dance, art, theatre, yoga, games and sports, and nine clubs and societies: debating, creative writing, " +
      "quizzing, language lab, nature, gardening, news reporting, public speaking and photography.",
  );
  pdf.subheading("Boys' hostel");
  pdf.bullets([
    ...fees.hostel.facts,
    "A daily routine of school, meals, games, supervised study and rest, under resident staff.",
  ]);
}

function admissionAndFees(pdf: PdfWriter, { site, fees, admission }: ProspectusData): void {
  // The schema let only a session through; the build has checked it has not ended.
  const sessionStart = sessionYears(site.admissionSession)?.start;
  pdf.letterhead(site.name, site.tagline);
  pdf.heading(`Admission ${site.admissionSession}`);
  pdf.bullets(
    [
      "Admission is open from Pre-Nursery to Class IX and to Class XI, subject to the availability of seats.",
      "Registration for a session opens on 1st October. " +
        classXiOpeningText(admission.session, longDate(admission.opens), site.admissionSession),
      `Registration and processing fee: Rs. ${formatRupees(fees.registration)}, non-refundable and non-transferable. ` +
        "Only a parent may register online.",
      "A form that is incomplete, illegible or without a photograph is invalid. " +
        "Starred fields are mandatory; write NA where not applicable.",
      "The date of birth must match the birth certificate; " +
        "a certificate from a doctor, nursing home or hospital is not accepted.",
      "Photographs: 6 of the student, 1 of the mother, 1 of the father " +
        "and 1 studio postcard-size photograph of the family.",
      `Transfer certificate: before the session starts in April ${sessionStart} ` +
        `or by the end of April ${sessionStart}; ` +
        "for admission after the session starts, within 15 days, with no extension and no refund.",
    ],
    10,
  );
  pdf.subheading(`Fees for session ${fees.session} (Rs.)`);
  const note = feeSessionNote(fees.session, site.admissionSession);
  if (note) pdf.paragraph(note, { size: 9.5 });
  pdf.table(
    ["Class", "Admission", "Annual", "Lab", "Total", "Tuition/month"],
    fees.groups.map((group) => [
      shortTitle(group.title),
      amount(group, "admission"),
      amount(group, "annual"),
      amount(group, "laboratory"),
      formatRupees(group.total),
      amount(group, "tuition"),
    ]),
    [171, 62, 58, 46, 64, 82],
  );
  const plans = fees.hostel.plans
    .map(
      (plan) =>
        `${plan.title} Rs. ${formatRupees(plan.total)} ` +
        `(${plan.instalments.map((i) => formatRupees(i.amount)).join(" + ")})`,
    )
    .join("; ");
  pdf.paragraph(
    `Transport: Rs. ${formatRupees(fees.transportMonthly)} a month. Hostel per year: ${plans}; ` +
      `hostel fees exclude ${fees.hostel.excludes.map((x) => x.toLowerCase()).join(", ")}.`,
    { size: 9.5 },
  );
  pdf.paragraph(fees.notes.join(" "), { size: 9.5 });
}

export async function prospectusPdf(data: ProspectusData): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`E-Prospectus ${data.site.admissionSession}`, data.site.name);
  const pages = [cover, about, learning, admissionAndFees];
  pages.forEach((draw, i) => {
    if (i > 0) pdf.newPage();
    draw(pdf, data);
  });
  pdf.footers(`${data.site.name}  -  E-Prospectus ${data.site.admissionSession}`, { skipFirst: true });
  return pdf.save();
}

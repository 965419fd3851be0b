/** The Mandatory Public Disclosure as /mandatory-public-disclosure shows it: Appendix IX's sections in
 * their order, each row with its label as the Appendix words it and what the data files hold for it.
 * A fact the files leave empty is a part without text, which the page shows as TO_BE_PUBLISHED.
 * Derived numbers (the total of teachers, the teachers-to-section ratio, a pass percentage) are
 * worked out here, never written in the file. */
import { formatShortDate } from "@school/contract/dates";
import { mailHref, telHref } from "./contactLinks";
import { DISCLOSURE_DOCUMENTS } from "./disclosureDocuments";
import type { Disclosure, DisclosureDocument, DisclosurePerson, ResultRow } from "./data/disclosureSchema";
import type { Navigation } from "./data/navigationSchema";
import type { SiteInfo } from "./data/siteSchema";
import { trailTo } from "./navigation";

/** What the page says wherever the school has not yet given a fact. */
export const TO_BE_PUBLISHED = "To be published by the school";

/** One fact of a row: a text (null while it is not published), a label before it when the row holds
 * several, and a link where there is one. */
export interface DisclosurePart {
  label: string | null;
  text: string | null;
  href?: string;
  /** A page of this site, another website (opens in a new tab), or a file, mail or phone link. */
  link?: "page" | "external" | "plain";
}

export interface DisclosureRow {
  label: string;
  parts: DisclosurePart[];
}

export interface DisclosureDocumentRow {
  label: string;
  /** The PDF's address, null while the school has not published it. */
  file: string | null;
  /** "01 Apr 2025", null when not given. */
  issued: string | null;
  expires: string | null;
  /** Whether such a document carries a date of expiry (Appendix IX: "valid", "renewal"). */
  hasExpiry: boolean;
}

export interface DisclosureResultRow {
  year: number;
  registered: number | null;
  passed: number | null;
  /** "98.5%": worked out from passed and registered. */
  passPercentage: string | null;
  remarks: string | null;
}

export interface DisclosureResults {
  className: "X" | "XII";
  rows: DisclosureResultRow[];
}

export interface DisclosureSection {
  letter: "A" | "B" | "C" | "D" | "E";
  title: string;
}

export const DISCLOSURE_SECTIONS: Record<
  "general" | "documents" | "academics" | "staff" | "infrastructure",
  DisclosureSection
> = {
  general: { letter: "A", title: "General information" },
  documents: { letter: "B", title: "Documents and information" },
  academics: { letter: "C", title: "Result and academics" },
  staff: { letter: "D", title: "Staff (teaching)" },
  infrastructure: { letter: "E", title: "School infrastructure" },
};

export interface DisclosureView {
  /** The disclosure as one PDF, where site.yaml names one. */
  pdf: { title: string; url: string } | null;
  general: DisclosureRow[];
  documents: DisclosureDocumentRow[];
  /** C1 to C4; C5, the board results, is `results`. */
  academics: DisclosureRow[];
  resultsLabel: string;
  results: DisclosureResults[];
  staff: DisclosureRow[];
  infrastructure: DisclosureRow[];
}

export interface DisclosureSources {
  disclosure: Disclosure;
  site: Pick<SiteInfo, "name" | "address" | "emails" | "phones" | "links">;
  /** fees.yaml's session, such as "2025-26". */
  feeSession: string;
  nav: Navigation;
}

/** "1,20,000", "48.5": Indian digit grouping, at most two decimals. */
export const formatNumber = (value: number) =>
  new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(value);

const given = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const number = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : formatNumber(value);

const part = (text: string | null, label: string | null = null): DisclosurePart => ({ label, text });
const single = (label: string, text: string | null): DisclosureRow => ({ label, parts: [part(text)] });

const personParts = (person: DisclosurePerson): DisclosurePart[] => [
  part(given(person.name), "Name"),
  part(given(person.qualification), "Qualification"),
];

/** A document in one cell: its link, then its dates. */
function documentParts(title: string, doc: DisclosureDocument): DisclosurePart[] {
  const file = given(doc.file);
  if (!file) return [part(null)];
  const parts: DisclosurePart[] = [{ label: null, text: `${title} (PDF)`, href: file, link: "plain" }];
  parts.push(part(formatShortDate(doc.issued), "Date of issue"));
  if (doc.expires) parts.push(part(formatShortDate(doc.expires), "Date of expiry"));
  return parts;
}

/** A page of the site, by its title in navigation.yaml. */
function pagePart(nav: Navigation, path: string, note: string | null = null): DisclosurePart {
  const trail = trailTo(nav, path);
  const title = trail[trail.length - 1]?.title ?? path;
  return { label: null, text: note ? `${title}, ${note}` : title, href: path, link: "page" };
}

/** The pass percentage of a year: passed of registered, to at most two decimals. */
export function passPercentage(row: Pick<ResultRow, "registered" | "passed">): string | null {
  if (row.registered == null || row.passed == null || row.registered === 0) return null;
  return `${formatNumber(Math.round((row.passed / row.registered) * 10000) / 100)}%`;
}

/** PGT, TGT and PRT together, once all three are given. */
export function totalTeachers(teachers: Disclosure["staff"]["teachers"]): number | null {
  const { pgt, tgt, prt } = teachers;
  return pgt == null || tgt == null || prt == null ? null : pgt + tgt + prt;
}

/** Teachers to a section, as Appendix IX writes it ("1:1.5"), once both numbers are given. */
export function teacherSectionRatio(staff: Disclosure["staff"]): string | null {
  const total = totalTeachers(staff.teachers);
  if (total === null || !staff.sections) return null;
  const perSection = formatNumber(Math.round((total / staff.sections) * 100) / 100);
  return `1:${perSection} (${perSection} teachers to a section)`;
}

function resultRows(rows: readonly ResultRow[]): DisclosureResultRow[] {
  return rows.map((row) => ({
    year: row.year,
    registered: row.registered ?? null,
    passed: row.passed ?? null,
    passPercentage: passPercentage(row),
    remarks: given(row.remarks),
  }));
}

const area = (value: number | null | undefined) => number(value);

/** Section A: the school's name, numbers, address, principal and contacts. */
function generalRows({ disclosure, site }: DisclosureSources): DisclosureRow[] {
  const postalCode = given(site.address.postalCode);
  const { general } = disclosure;
  return [
    single("Name of the school", site.name),
    single("Affiliation no.", given(general.affiliationNumber)),
    single("School code", given(general.schoolCode)),
    {
      label: "Complete address with pin code",
      parts: [...site.address.lines.map((line) => part(line)), part(postalCode, "PIN code")],
    },
    { label: "Principal name & qualification", parts: personParts(general.principal) },
    {
      label: "School email id",
      parts: site.emails.map((email) => ({
        label: email.label,
        text: email.address,
        href: mailHref(email.address),
        link: "plain" as const,
      })),
    },
    {
      label: "Contact details (landline/mobile)",
      parts: site.phones.map((phone) => ({
        label: phone.label,
        text: phone.number,
        href: telHref(phone.number),
        link: "plain" as const,
      })),
    },
  ];
}

/** Section B: the documents, each with its dates. */
function documentRows({ disclosure: { documents } }: DisclosureSources): DisclosureDocumentRow[] {
  return DISCLOSURE_DOCUMENTS.map(({ key, label, hasExpiry }) => {
    const doc = documents[key];
    return {
      label,
      file: given(doc.file),
      issued: formatShortDate(doc.issued),
      expires: formatShortDate(doc.expires),
      hasExpiry,
    };
  });
}

/** Section C1 to C4: the fee structure, the calendar and the committees' lists. */
function academicRows({ disclosure: { academics }, nav, feeSession }: DisclosureSources): DisclosureRow[] {
  return [
    { label: "Fee structure of the school", parts: [pagePart(nav, academics.feeStructure, `session ${feeSession}`)] },
    { label: "Annual academic calendar", parts: [pagePart(nav, academics.academicCalendar)] },
    {
      label: "List of school management committee (SMC)",
      parts: documentParts("List of the school management committee", academics.smcList),
    },
    {
      label: "List of parents teachers association (PTA) members",
      parts: documentParts("List of the parents teachers association members", academics.ptaList),
    },
  ];
}

/** Section D: the principal and the teachers. */
function staffRows({ disclosure: { general, staff } }: DisclosureSources): DisclosureRow[] {
  const total = totalTeachers(staff.teachers);
  return [
    { label: "Principal", parts: personParts(general.principal) },
    {
      label: "Total no. of teachers",
      parts: [
        part(number(total), "Total"),
        part(number(staff.teachers.pgt), "PGT"),
        part(number(staff.teachers.tgt), "TGT"),
        part(number(staff.teachers.prt), "PRT"),
      ],
    },
    single("Teachers section ratio", teacherSectionRatio(staff)),
    { label: "Details of special educator", parts: personParts(staff.specialEducator) },
    { label: "Details of counsellor and wellness teacher", parts: personParts(staff.counsellor) },
  ];
}

/** Section E: the campus, rooms, laboratories, toilets and the inspection's video. */
function infrastructureRows({ disclosure: { infrastructure } }: DisclosureSources): DisclosureRow[] {
  return [
    single("Total campus area of the school (in square mtr)", area(infrastructure.campusArea)),
    {
      label: "No. and size of the class rooms (in sq mtr)",
      parts: [
        part(number(infrastructure.classrooms.count), "Number"),
        part(area(infrastructure.classrooms.size), "Size of each"),
      ],
    },
    {
      label: "No. and size of laboratories including computer labs (in sq mtr)",
      parts: infrastructure.laboratories.flatMap((lab) => [
        part(number(lab.count), `${lab.name} laboratories`),
        part(area(lab.size), `${lab.name} laboratories, size of each`),
      ]),
    },
    single("Internet facility (Y/N)", infrastructure.internet ?? null),
    single("No. of girls toilets", number(infrastructure.girlsToilets)),
    single("No. of boys toilets", number(infrastructure.boysToilets)),
    {
      label: "Link of youtube video of the inspection of school covering the infrastructure of the school",
      parts: [
        infrastructure.inspectionVideo
          ? {
              label: null,
              text: "Video of the school's inspection",
              href: infrastructure.inspectionVideo,
              link: "external",
            }
          : part(null),
      ],
    },
  ];
}

export function disclosureView(sources: DisclosureSources): DisclosureView {
  const { academics } = sources.disclosure;
  const links = sources.site.links;
  return {
    pdf: links.disclosure ? { title: links.disclosure.title, url: links.disclosure.url } : null,
    general: generalRows(sources),
    documents: documentRows(sources),
    academics: academicRows(sources),
    resultsLabel: "Last three-year result of the board examination as per applicability",
    results: [
      { className: "X", rows: resultRows(academics.results.classX) },
      { className: "XII", rows: resultRows(academics.results.classXII) },
    ],
    staff: staffRows(sources),
    infrastructure: infrastructureRows(sources),
  };
}

/** The PDFs the disclosure names, each with its place in the file, for the build to find under static/. */
export function disclosureFiles(disclosure: Disclosure): { place: string; file: string }[] {
  const documents: [string, DisclosureDocument][] = [
    ...DISCLOSURE_DOCUMENTS.map(({ key }): [string, DisclosureDocument] => [
      `documents > ${key}`,
      disclosure.documents[key],
    ]),
    ["academics > smcList", disclosure.academics.smcList],
    ["academics > ptaList", disclosure.academics.ptaList],
  ];
  return documents.flatMap(([place, doc]) => (doc.file ? [{ place, file: doc.file }] : []));
}

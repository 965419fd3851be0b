/** What the Mandatory Public Disclosure still lacks: documents whose date of expiry has passed or
 * comes within EXPIRY_NOTICE_DAYS, and facts left empty (the page says "To be published by the
 * school" for them). CBSE's Affiliation Bye-Laws ask for the disclosure to be kept current, so every
 * build warns about them (gatsby/disclosureWarnings.ts) and `npm test` lists them
 * (scripts/disclosure.ts). Each finding names the file and the place in it, as the build's data
 * errors do. */
import { DISCLOSURE_DOCUMENTS, DISCLOSURE_FILE, type Disclosure } from "./data/disclosureSchema";
import { SITE_FILE, type SiteInfo } from "./data/siteSchema";
import { TO_BE_PUBLISHED } from "./disclosure";

/** A document is reported this many days before its date of expiry. */
export const EXPIRY_NOTICE_DAYS = 60;

export interface DisclosureFinding {
  kind: "expired" | "expiring" | "empty";
  message: string;
}

type Sources = { disclosure: Disclosure; site: Pick<SiteInfo, "address"> };

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && !value.trim());

/** "file", "file and issued", "file, issued and expires". */
const listed = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;

/** Days from one "YYYY-MM-DD" to another. */
function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => {
    const [year, month, day] = iso.split("-").map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/** An entry of the disclosure to check: where it is, what Appendix IX calls it and its fields. */
interface Entry {
  file: string;
  place: string;
  label: string;
  values: Record<string, unknown>;
  /** The fields that must be filled in; the others may stay empty. */
  required: readonly string[];
  /** The entry is one field, which `place` names. */
  single?: boolean;
}

function entries({ disclosure, site }: Sources): Entry[] {
  const { general, documents, academics, staff, infrastructure } = disclosure;
  const entry = (place: string, label: string, values: object, required?: readonly string[]): Entry => ({
    file: DISCLOSURE_FILE,
    place,
    label,
    values: values as Record<string, unknown>,
    required: required ?? Object.keys(values),
  });
  const value = (place: string, label: string, key: string, given: unknown): Entry => ({
    ...entry(`${place} > ${key}`, label, { [key]: given }, [key]),
    single: true,
  });
  const documentEntry = (place: string, label: string, doc: object, hasExpiry: boolean) =>
    entry(place, label, doc, hasExpiry ? ["file", "issued", "expires"] : ["file", "issued"]);
  const results = (name: "classX" | "classXII") =>
    academics.results[name].length
      ? academics.results[name].map((row, i) =>
          entry(
            `academics > results > ${name}[${i}] ${row.year}`,
            `Result of Class ${name.slice(5)}, ${row.year}`,
            row,
            ["registered", "passed"],
          ),
        )
      : [value("academics > results", `Results of Class ${name.slice(5)}`, name, null)];
  return [
    {
      file: SITE_FILE,
      place: "address > postalCode",
      label: "Complete address with pin code",
      values: { postalCode: site.address.postalCode },
      required: ["postalCode"],
      single: true,
    },
    value("general", "Affiliation no.", "affiliationNumber", general.affiliationNumber),
    value("general", "School code", "schoolCode", general.schoolCode),
    entry("general > principal", "Principal name & qualification", general.principal, ["name", "qualification"]),
    ...DISCLOSURE_DOCUMENTS.map(({ key, label, hasExpiry }) =>
      documentEntry(`documents > ${key}`, label, documents[key], hasExpiry),
    ),
    documentEntry("academics > smcList", "List of school management committee (SMC)", academics.smcList, false),
    documentEntry(
      "academics > ptaList",
      "List of parents teachers association (PTA) members",
      academics.ptaList,
      false,
    ),
    ...results("classX"),
    ...results("classXII"),
    entry("staff > teachers", "Total no. of teachers", staff.teachers, ["pgt", "tgt", "prt"]),
    value("staff", "Teachers section ratio", "sections", staff.sections),
    entry("staff > specialEducator", "Details of special educator", staff.specialEducator, ["name", "qualification"]),
    entry("staff > counsellor", "Details of counsellor and wellness teacher", staff.counsellor, [
      "name",
      "qualification",
    ]),
    value("infrastructure", "Total campus area", "campusArea", infrastructure.campusArea),
    entry("infrastructure > classrooms", "No. and size of the class rooms", infrastructure.classrooms, [
      "count",
      "size",
    ]),
    ...infrastructure.laboratories.map((lab, i) =>
      entry(`infrastructure > laboratories[${i}] "${lab.name}"`, "No. and size of laboratories", lab, [
        "count",
        "size",
      ]),
    ),
    value("infrastructure", "Internet facility", "internet", infrastructure.internet),
    value("infrastructure", "No. of girls toilets", "girlsToilets", infrastructure.girlsToilets),
    value("infrastructure", "No. of boys toilets", "boysToilets", infrastructure.boysToilets),
    value("infrastructure", "Inspection video", "inspectionVideo", infrastructure.inspectionVideo),
  ];
}

/** What needs the school's attention on `today` ("YYYY-MM-DD", the school's day): expired documents
 * first, then those expiring soon, then empty fields, each in the order of Appendix IX. */
export function disclosureFindings(sources: Sources, today: string): DisclosureFinding[] {
  const expired: DisclosureFinding[] = [];
  const expiring: DisclosureFinding[] = [];
  const empty: DisclosureFinding[] = [];
  for (const { file, place, label, values, required, single } of entries(sources)) {
    const where = `${file}: ${place} ("${label}")`;
    const expires = values.expires;
    if (typeof expires === "string" && expires) {
      const left = daysBetween(today, expires);
      if (left < 0) expired.push({ kind: "expired", message: `${where}: expired on ${expires}, ${days(-left)} ago` });
      else if (left <= EXPIRY_NOTICE_DAYS)
        expiring.push({
          kind: "expiring",
          message: `${where}: expires ${left === 0 ? "today" : `on ${expires}, in ${days(left)}`}`,
        });
    }
    const missing = required.filter((key) => isEmpty(values[key]));
    if (missing.length)
      empty.push({
        kind: "empty",
        message: single
          ? `${where} is empty`
          : `${where}: ${listed(missing)} ${missing.length === 1 ? "is" : "are"} empty`,
      });
  }
  return [...expired, ...expiring, ...empty];
}

/** The build's warnings: one for each document past or near its date of expiry, and one listing
 * every empty field. */
export function disclosureWarnings(findings: readonly DisclosureFinding[]): string[] {
  const dated = findings.filter((finding) => finding.kind !== "empty").map((finding) => finding.message);
  const empty = findings.filter((finding) => finding.kind === "empty");
  if (!empty.length) return dated;
  return [
    ...dated,
    `The Mandatory Public Disclosure says "${TO_BE_PUBLISHED}" for ${empty.length} ` +
      `entr${empty.length === 1 ? "y" : "ies"} left empty:\n` +
      empty.map((finding) => `  ${finding.message}`).join("\n"),
  ];
}

/** content/data/disclosure.yaml: the school's Mandatory Public Disclosure, in the sections and order of
 * Appendix IX of the CBSE Affiliation Bye-Laws (/mandatory-public-disclosure). Every fact is optional:
 * a value the school has not given is left empty, the page says "To be published by the school", and
 * the build lists it (src/lib/disclosureFindings.ts). The school's name, address, e-mail addresses and
 * phones are site.yaml's; the fees and the calendar are the site's own pages. */
import * as z from "zod";
import {
  digits,
  isoDate,
  list,
  oneOf,
  optional,
  pattern,
  record,
  squareMetres,
  text,
  url,
  wholeNumber,
} from "./fields";
import { sitePath } from "./navigationSchema";
import { DISCLOSURE_DOCUMENTS, type DisclosureDocumentKey } from "../disclosureDocuments";

export const DISCLOSURE_FILE = "content/data/disclosure.yaml";

export { DISCLOSURE_DOCUMENTS, type DisclosureDocumentKey };

/** A PDF the site serves from static/ (the editor puts uploads in static/disclosure/); a scanner's
 * name such as SCAN_0001.PDF will do. */
const pdf = pattern(
  /^\/(?:[\w-]+\/)*[\w.-]+\.[pP][dD][fF]$/,
  "must be the address of a PDF under static/, such as /disclosure/fire-safety-certificate.pdf",
).meta({ editor: "disclosureFile" });

const document = record({
  file: optional(pdf).describe("The document as a PDF. Leave it empty until the school has the document to publish."),
  issued: optional(isoDate).describe("Its date of issue, such as 2025-04-01"),
  expires: optional(isoDate).describe("Its date of expiry, such as 2028-03-31. Leave it empty if it has none."),
})
  .superRefine((doc, ctx) => {
    if (doc.issued && doc.expires && doc.expires < doc.issued)
      ctx.addIssue({ code: "custom", path: ["expires"], input: doc.expires, message: "must not be before its issue" });
  })
  .meta({ id: "DisclosureDocumentYaml" });

const person = record({
  name: optional(text).describe("As the school's records give it"),
  qualification: optional(text).describe("Such as the degrees held"),
}).meta({ id: "DisclosurePersonYaml" });

const year = z
  .number({ error: "must be the year of the examination, such as 2025" })
  .int({ error: "must be the year of the examination, such as 2025" })
  .min(2000, { error: "must be the year of the examination, such as 2025" })
  .max(2100, { error: "must be the year of the examination, such as 2025" });

const resultRow = record({
  year,
  registered: optional(wholeNumber).describe("Students registered for the examination"),
  passed: optional(wholeNumber).describe("Students who passed; the pass percentage is worked out from the two"),
  remarks: optional(text),
})
  .superRefine((row, ctx) => {
    if (row.registered != null && row.passed != null && row.passed > row.registered)
      ctx.addIssue({
        code: "custom",
        path: ["passed"],
        input: row.passed,
        message: "must not be more than registered",
      });
  })
  .meta({ id: "DisclosureResultYaml" });

/** The last three years' results of one class; each year once. */
const results = list(resultRow, 0, "years").superRefine((rows, ctx) => {
  rows.forEach((row, i) => {
    if (rows.findIndex((other) => other.year === row.year) !== i)
      ctx.addIssue({ code: "custom", path: [i, "year"], input: row.year, message: "is given twice" });
  });
});

const documents = record(
  Object.fromEntries(DISCLOSURE_DOCUMENTS.map(({ key }) => [key, document])) as Record<
    DisclosureDocumentKey,
    typeof document
  >,
);

/** A number CBSE gives, kept as the text written (between quotes in the file). */
const cbseNumber = digits(/^\d+$/, "must be the number CBSE gave, in digits");

/** A page of this site the disclosure links instead of repeating it. */
const sitePage = sitePath
  .describe("The page of this site that shows it; the build checks it is in navigation.yaml")
  .meta({ editor: "developersOnly" });

export const disclosureSchema = record({
  general: record({
    affiliationNumber: optional(cbseNumber).describe("The affiliation number CBSE gave the school"),
    schoolCode: optional(cbseNumber).describe("The school code CBSE gave the school (not the website's code, DPSSWB)"),
    principal: person,
  }),
  documents,
  academics: record({
    feeStructure: sitePage,
    academicCalendar: sitePage,
    smcList: document,
    ptaList: document,
    results: record({ classX: results, classXII: results }),
  }),
  staff: record({
    teachers: record({
      pgt: optional(wholeNumber).describe("Post Graduate Teachers"),
      tgt: optional(wholeNumber).describe("Trained Graduate Teachers"),
      prt: optional(wholeNumber).describe("Primary Teachers"),
    }),
    sections: optional(wholeNumber.min(1, { error: "must be a whole number, 1 or more" })).describe(
      "The sections of all classes together; the teachers-to-section ratio is worked out from it",
    ),
    specialEducator: person,
    counsellor: person,
  }),
  infrastructure: record({
    campusArea: optional(squareMetres).describe("In square metres"),
    classrooms: record({
      count: optional(wholeNumber),
      size: optional(squareMetres).describe("The usual size of a classroom, in square metres"),
    }),
    laboratories: list(
      record({
        name: text.describe("Such as Physics or Computer"),
        count: optional(wholeNumber),
        size: optional(squareMetres).describe("The usual size of one, in square metres"),
      }),
      1,
      "laboratories",
    ),
    internet: optional(oneOf(["Yes", "No"])),
    girlsToilets: optional(wholeNumber),
    boysToilets: optional(wholeNumber),
    inspectionVideo: optional(url).describe("The YouTube address of the video of the school's inspection"),
  }),
});

export type Disclosure = z.infer<typeof disclosureSchema>;
export type DisclosureDocument = z.infer<typeof document>;
export type DisclosurePerson = z.infer<typeof person>;
export type ResultRow = z.infer<typeof resultRow>;

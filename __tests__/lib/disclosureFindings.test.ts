/** @jest-environment node */
import type { Disclosure } from "../../src/lib/data/disclosureSchema";
import {
  disclosureFindings,
  disclosureWarnings,
  EXPIRY_NOTICE_DAYS,
  type DisclosureFinding,
} from "../../src/lib/disclosureFindings";
import { data } from "../fixtures/siteData";

const TODAY = "2026-02-15";

/** A disclosure with every fact filled in and no date near today: nothing to report. */
function complete(): Disclosure {
  const disclosure = structuredClone(data.disclosure) as Disclosure;
  disclosure.general.affiliationNumber = "1234567";
  disclosure.general.schoolCode = "12345";
  disclosure.general.principal = { name: "A Principal", qualification: "M.A., B.Ed." };
  for (const doc of [...Object.values(disclosure.documents), disclosure.academics.smcList]) {
    Object.assign(doc, { file: "/disclosure/a.pdf", issued: "2024-04-01", expires: "2029-03-31" });
  }
  Object.assign(disclosure.academics.ptaList, { file: "/disclosure/b.pdf", issued: "2025-04-01", expires: null });
  for (const row of [...disclosure.academics.results.classX, ...disclosure.academics.results.classXII]) {
    Object.assign(row, { registered: 120, passed: 118 });
  }
  disclosure.staff.teachers = { pgt: 30, tgt: 50, prt: 40 };
  disclosure.staff.sections = 80;
  disclosure.staff.specialEducator = { name: "A Teacher", qualification: "B.Ed. (Special Education)" };
  disclosure.staff.counsellor = { name: "A Counsellor", qualification: "M.A. (Psychology)" };
  Object.assign(disclosure.infrastructure, {
    campusArea: 40000,
    classrooms: { count: 160, size: 48 },
    laboratories: disclosure.infrastructure.laboratories.map((lab) => ({ ...lab, count: 2, size: 60 })),
    internet: "Yes",
    girlsToilets: 40,
    boysToilets: 40,
    inspectionVideo: "https://www.youtube.com/watch?v=abc",
  });
  return disclosure;
}

const site = { address: { ...data.site.address, postalCode: "123456" } };

function findingsWith(edit: (disclosure: Disclosure) => void, today = TODAY): DisclosureFinding[] {
  const disclosure = complete();
  edit(disclosure);
  return disclosureFindings({ disclosure, site }, today);
}

it("finds nothing in a disclosure that is complete and current", () => {
  expect(findingsWith(() => undefined)).toEqual([]);
});

describe("a document's date of expiry", () => {
  const fire = (expires: string) => (disclosure: Disclosure) => {
    disclosure.documents.fireSafetyCertificate.expires = expires;
  };
  const place =
    'content/data/disclosure.yaml: documents > fireSafetyCertificate ("Copy of valid fire safety certificate issued by the competent authority")';
  it.each([
    ["long past", "2025-01-31", "expired", `${place}: expired on 2025-01-31, 380 days ago`],
    ["yesterday", "2026-02-14", "expired", `${place}: expired on 2026-02-14, 1 day ago`],
    ["today", "2026-02-15", "expiring", `${place}: expires today`],
    ["tomorrow", "2026-02-16", "expiring", `${place}: expires on 2026-02-16, in 1 day`],
    [`in ${EXPIRY_NOTICE_DAYS} days`, "2026-04-16", "expiring", `${place}: expires on 2026-04-16, in 60 days`],
  ])("%s (%s) is reported as %s", (_when, expires, kind, message) => {
    expect(findingsWith(fire(expires))).toEqual([{ kind, message }]);
  });

  it.each([
    ["in 61 days", "2026-04-17"],
    ["in three years", "2029-02-15"],
  ])("%s (%s) is not reported", (_when, expires) => {
    expect(findingsWith(fire(expires))).toEqual([]);
  });

  it("is checked on every document that has one, also those Appendix IX does not expect to expire", () => {
    const found = findingsWith((disclosure) => {
      disclosure.documents.nocCertificate.expires = "2026-01-01";
      disclosure.academics.ptaList.expires = "2026-03-01";
    });
    expect(found.map((finding) => [finding.kind, finding.message.split(" (")[0]])).toEqual([
      ["expired", "content/data/disclosure.yaml: documents > nocCertificate"],
      ["expiring", "content/data/disclosure.yaml: academics > ptaList"],
    ]);
  });

  it("counts days on the calendar, across a month's end and a leap day", () => {
    expect(findingsWith(fire("2028-03-01"), "2028-02-28")[0].message).toMatch(/in 2 days$/);
  });
});

describe("facts left empty", () => {
  it.each<[string, (disclosure: Disclosure) => void, string]>([
    [
      "the affiliation number",
      (d) => (d.general.affiliationNumber = null),
      'content/data/disclosure.yaml: general > affiliationNumber ("Affiliation no.") is empty',
    ],
    [
      "a text of spaces",
      (d) => (d.general.schoolCode = "  "),
      'content/data/disclosure.yaml: general > schoolCode ("School code") is empty',
    ],
    [
      "the principal's qualification",
      (d) => (d.general.principal.qualification = undefined),
      'content/data/disclosure.yaml: general > principal ("Principal name & qualification"): qualification is empty',
    ],
    [
      "a document not yet held",
      (d) => (d.documents.affiliationLetter = { file: null, issued: null, expires: null }),
      'content/data/disclosure.yaml: documents > affiliationLetter ("Copies of affiliation/upgradation letter and recent extension of affiliation"): file, issued and expires are empty',
    ],
    [
      "a certificate whose date of expiry is missing",
      (d) => (d.documents.buildingSafetyCertificate.expires = null),
      'content/data/disclosure.yaml: documents > buildingSafetyCertificate ("Copy of valid building safety certificate as per the national building code"): expires is empty',
    ],
    [
      "a year's results",
      (d) => (d.academics.results.classXII[1].passed = null),
      'content/data/disclosure.yaml: academics > results > classXII[1] 2025 ("Result of Class XII, 2025"): passed is empty',
    ],
    [
      "a class without results",
      (d) => (d.academics.results.classX = []),
      'content/data/disclosure.yaml: academics > results > classX ("Results of Class X") is empty',
    ],
    [
      "the teachers",
      (d) => (d.staff.teachers = { pgt: 30, tgt: null, prt: null }),
      'content/data/disclosure.yaml: staff > teachers ("Total no. of teachers"): tgt and prt are empty',
    ],
    [
      "a laboratory's size",
      (d) => (d.infrastructure.laboratories[3].size = null),
      'content/data/disclosure.yaml: infrastructure > laboratories[3] "Computer" ("No. and size of laboratories"): size is empty',
    ],
    [
      "the inspection video",
      (d) => (d.infrastructure.inspectionVideo = null),
      'content/data/disclosure.yaml: infrastructure > inspectionVideo ("Inspection video") is empty',
    ],
  ])("%s", (_what, edit, message) => {
    expect(findingsWith(edit)).toEqual([{ kind: "empty", message }]);
  });

  it("leave alone what may stay empty: a date of expiry a document does not have, remarks", () => {
    expect(
      findingsWith((d) => {
        d.documents.nocCertificate.expires = null;
        d.documents.deoCertificate.expires = null;
        d.academics.results.classX[0].remarks = null;
      }),
    ).toEqual([]);
  });

  it("include the PIN code of site.yaml's address", () => {
    const found = disclosureFindings(
      { disclosure: complete(), site: { address: { ...site.address, postalCode: null } } },
      TODAY,
    );
    expect(found).toEqual([
      {
        kind: "empty",
        message: 'content/data/site.yaml: address > postalCode ("Complete address with pin code") is empty',
      },
    ]);
  });
});

it("lists expired documents first, then those expiring soon, then empty facts, each in Appendix IX's order", () => {
  const found = findingsWith((d) => {
    d.infrastructure.girlsToilets = null;
    d.documents.sanitationCertificates.expires = "2026-03-01";
    d.general.affiliationNumber = null;
    d.documents.rteCertificate.expires = "2026-01-01";
    d.documents.affiliationLetter.expires = "2025-12-01";
  });
  expect(found.map((finding) => `${finding.kind} ${finding.message.split(" (")[0]}`)).toEqual([
    "expired content/data/disclosure.yaml: documents > affiliationLetter",
    "expired content/data/disclosure.yaml: documents > rteCertificate",
    "expiring content/data/disclosure.yaml: documents > sanitationCertificates",
    "empty content/data/disclosure.yaml: general > affiliationNumber",
    "empty content/data/disclosure.yaml: infrastructure > girlsToilets",
  ]);
});

describe("disclosureWarnings", () => {
  it("warns of each dated document on its own and lists every empty fact in one warning", () => {
    const warnings = disclosureWarnings([
      { kind: "expired", message: "A: expired on 2026-01-01, 45 days ago" },
      { kind: "empty", message: "B is empty" },
      { kind: "expiring", message: "C: expires on 2026-03-01, in 14 days" },
      { kind: "empty", message: "D: x and y are empty" },
    ]);
    expect(warnings).toEqual([
      "A: expired on 2026-01-01, 45 days ago",
      "C: expires on 2026-03-01, in 14 days",
      'The Mandatory Public Disclosure says "To be published by the school" for 2 entries left empty:\n' +
        "  B is empty\n  D: x and y are empty",
    ]);
  });

  it.each([
    [[], []],
    [[{ kind: "empty", message: "B is empty" }], ["… for 1 entry left empty:\n  B is empty"]],
  ] as [DisclosureFinding[], string[]][])("%j → %j", (findings, expected) => {
    expect(disclosureWarnings(findings).map((w) => w.replace(/^.*? for /, "… for "))).toEqual(expected);
  });

  it("finds what the shipped files still lack: every fact the school has not given", () => {
    const found = disclosureFindings(data, TODAY);
    expect(found.every((finding) => finding.kind === "empty")).toBe(true);
    expect(found.length).toBeGreaterThan(20);
  });
});

/** @jest-environment node */
import { mkdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import { DataError } from "../../../src/lib/data/dataError";
import { crossFileFaults, readAllData } from "../../../src/lib/data/readDataFiles";
import { data, projectWith, root } from "../../fixtures/siteData";

/** The first problem the build reports after one edit of one data file. */
function problemAfter(file: string, find: string | RegExp, replace: string): string {
  const dir = projectWith({ [file]: (text) => text.replace(find, replace) });
  try {
    readAllData(dir);
  } catch (error) {
    return (error as Error).message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error("the edited files were accepted");
}

it("accepts the files the site ships", () => {
  expect(() => readAllData(root)).not.toThrow();
});

// The school's day is India's: 1 April begins at 18:30 UTC on 31 March.
describe("the admission session in site.yaml must not have ended", () => {
  const edited = (session: string) =>
    projectWith({ "site.yaml": (text) => text.replace(/^admissionSession: .*$/m, `admissionSession: ${session}`) });

  it.each([
    ["2028-29", "2026-11-26T06:00:00Z", null],
    ["2026-27", "2027-03-31T18:00:00Z", null],
    [
      "2026-27",
      "2027-03-31T18:30:00Z",
      'content/data/site.yaml: top level: field "admissionSession" is 2026-27, which ended on 31 March 2027: write the session admissions are open for now, such as 2028-29',
    ],
    [
      "2025-26",
      "2026-11-26T06:00:00Z",
      'content/data/site.yaml: top level: field "admissionSession" is 2025-26, which ended on 31 March 2026: write the session admissions are open for now, such as 2027-28',
    ],
    [
      "2027-29",
      "2026-11-26T06:00:00Z",
      'content/data/site.yaml: top level: field "admissionSession" must be a session such as "2027-28", its second year following its first: write the session admissions are open for now, such as 2027-28',
    ],
  ])("%s on %s: %p", (session, now, problem) => {
    const dir = edited(session);
    try {
      const read = () => readAllData(dir, new Date(now));
      if (problem) expect(read).toThrow(problem);
      else expect(read).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it.each([
  // navigation.yaml
  [
    "navigation.yaml",
    "path: /our-vision",
    "path: our-vision",
    'content/data/navigation.yaml: menu[1] "About Us" > children[4] "Our Vision": field "path" must be a path of this site starting with "/", such as /about-us',
  ],
  [
    "navigation.yaml",
    "      - title: Our Mission\n        path: /our-mission",
    "      - path: /our-mission",
    'content/data/navigation.yaml: menu[1] "About Us" > children[3]: field "title" is missing',
  ],
  [
    "navigation.yaml",
    "external: alumni",
    "external: alumini",
    'content/data/navigation.yaml: menu[9] "Alumni": field "external" must name a link of site.yaml (one of: erpLogin, disclosure, alumni, admissionPortal, map, video, socialPage)',
  ],
  [
    "navigation.yaml",
    "  - title: Disclosures\n    path: /mandatory-public-disclosure",
    "  - title: Disclosures\n    path: /mandatory-public-disclosure\n    external: alumni",
    'content/data/navigation.yaml: menu[6] "Disclosures": field "path" must be given, or else "external" (one of the two, not both)',
  ],
  [
    "navigation.yaml",
    "        inMenu: false\n",
    "        inMenu: no\n",
    'content/data/navigation.yaml: menu[4] "Admission" > children[3] "E-Prospectus": field "inMenu" must be true or false',
  ],
  [
    "navigation.yaml",
    "  - title: Contact Us\n    path: /contact-us",
    "  - title: Contact Us\n    pth: /contact-us",
    'content/data/navigation.yaml: menu[10] "Contact Us": field "pth" is not a known field (known: title, path, external, summary, inMenu, inSideMenu, itemPage, children)',
  ],
  [
    "navigation.yaml",
    "            path: /principal-speaks\n",
    "            path: /principal-speaks\n            children:\n              - title: Deeper\n                path: /deeper\n                children:\n                  - title: Deepest\n                    path: /deepest\n",
    'content/data/navigation.yaml: menu[1] "About Us" > children[1] "Greetings & Messages" > children[4] "Principal Speaks" > children[0] "Deeper": field "children" may be nested at most 3 levels deep',
  ],
  // site.yaml
  [
    "site.yaml",
    "  alumni:\n    title: Alumni\n",
    "  alumn:\n    title: Alumni\n",
    'content/data/site.yaml: links: field "alumni" is missing',
  ],
  [
    "site.yaml",
    "  postalCode:\n",
    '  postalCode: "7340"\n',
    'content/data/site.yaml: address: field "postalCode" must be the six-digit PIN code, such as 110001',
  ],
  [
    "site.yaml",
    "  postalCode:\n",
    "  postalCode: 110001\n",
    'content/data/site.yaml: address: field "postalCode" must be written between quotes, such as "110001"',
  ],
  [
    "site.yaml",
    'number: "+91 90000 00000"',
    "number: call us",
    'content/data/site.yaml: phones[1] "Admissions": field "number" must be a phone number of digits, spaces and dashes',
  ],
  [
    "site.yaml",
    "url: https://erp.dpssiliguri.example/login",
    "url: erp.school",
    'content/data/site.yaml: links > erpLogin: field "url" must be a web address starting with http:// or https://',
  ],
  [
    "site.yaml",
    "    - Siliguri, Darjeeling district\n",
    "",
    'content/data/site.yaml: address: field "lines" must give the school\'s name, the street (one line or more), and last the state and country',
  ],
  [
    "site.yaml",
    "schoolCode: DPSSWB",
    "schoolCode: dpsswb",
    'content/data/site.yaml: top level: field "schoolCode" must be the school code in capital letters and digits, such as DPSSWB',
  ],
  // fees.yaml
  [
    "fees.yaml",
    "    title: Pre-Nursery\n",
    "    title: Pre-Nursery\n    total: 55800\n",
    'content/data/fees.yaml: groups[0] "Pre-Nursery": field "total" is not a known field (known: key, title, rows)',
  ],
  [
    "fees.yaml",
    "amount: 5500 }\n      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 6000 }\n  - key: xi-inst-hum-com",
    "amount: -5500 }\n      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 6000 }\n  - key: xi-inst-hum-com",
    'content/data/fees.yaml: groups[6] "Class XI Science" > rows[2] "Laboratory fee": field "amount" must be a positive whole number of rupees',
  ],
  [
    "fees.yaml",
    "amount: 57900 }",
    "amount: 57900.5 }",
    'content/data/fees.yaml: groups[2] "Classes I-II" > rows[0] "Admission fee": field "amount" must be a positive whole number of rupees',
  ],
  [
    "fees.yaml",
    "type: Annual, frequency: Yearly, amount: 30800",
    "type: Annual, amount: 30800",
    'content/data/fees.yaml: groups[0] "Pre-Nursery" > rows[1] "Annual fee": field "frequency" is missing',
  ],
  [
    "fees.yaml",
    "type: Annual, frequency: Yearly, amount: 30800",
    "type: Annual, frequency: Annually, amount: 30800",
    'content/data/fees.yaml: groups[0] "Pre-Nursery" > rows[1] "Annual fee": field "frequency" must be one of: At admission, Yearly, Monthly',
  ],
  [
    "fees.yaml",
    "key: ix",
    "key: i-ii",
    'content/data/fees.yaml: groups[4] "Class IX": field "key" is used by another group',
  ],
  [
    "fees.yaml",
    "amount: 90000",
    "amount: 90000/-",
    'content/data/fees.yaml: hostel > plans[0] "Executive room" > instalments[1] "Before the Durga Puja vacations": field "amount" must be a positive whole number of rupees',
  ],
  [
    "fees.yaml",
    "session: 2025-26",
    "session: 2025",
    'content/data/fees.yaml: top level: field "session" must be a session such as "2025-26"',
  ],
  // uniform.yaml
  [
    "uniform.yaml",
    / {2}- group: Prep\n {4}boys: .*\n {4}girls: .*\n/,
    "",
    'content/data/uniform.yaml: top level: field "summer" must cover every class group; missing: Prep',
  ],
  [
    "uniform.yaml",
    "  - group: Prep\n",
    "  - group: Prep\n    cap: Navy-blue\n",
    'content/data/uniform.yaml: summer[2] "Prep": field "cap" is not a known field (known: group, boys, girls)',
  ],
  [
    "uniform.yaml",
    /^winter:[\s\S]*/m,
    "winter: blazer\n",
    'content/data/uniform.yaml: top level: field "winter" must be a list of one or more class groups',
  ],
  // admission.yaml
  [
    "admission.yaml",
    "{ subject: Science, marks: 81-90% }",
    "{ subject: Science, marks: 81-90 }",
    'content/data/admission.yaml: classXi > streams[0] "Science (with or without Mathematics)" > requirements[1] "Science": field "marks" must be a range such as "61-70%"',
  ],
  [
    "admission.yaml",
    "opens: 2024-10-18",
    "opens: 18 October",
    'content/data/admission.yaml: classXi: field "opens" must be a date such as 2024-10-18',
  ],
  ["admission.yaml", "  session: 2025-26\n", "", 'content/data/admission.yaml: classXi: field "session" is missing'],
  // disclosure.yaml
  [
    "disclosure.yaml",
    /(affiliationLetter:\n {4}file:\n {4}issued:)/,
    "$1 1 April 2025",
    'content/data/disclosure.yaml: documents > affiliationLetter: field "issued" must be a date such as 2025-04-01',
  ],
  [
    "disclosure.yaml",
    /(affiliationLetter:\n {4}file:\n {4}issued:)/,
    "$1 2025-02-29",
    'content/data/disclosure.yaml: documents > affiliationLetter: field "issued" must be a day the calendar has, such as 2025-04-01',
  ],
  [
    "disclosure.yaml",
    /(fireSafetyCertificate:\n {4}file:\n {4}issued:)\n {4}expires:/,
    "$1 2025-04-01\n    expires: 2024-03-31",
    'content/data/disclosure.yaml: documents > fireSafetyCertificate: field "expires" must not be before its issue',
  ],
  [
    "disclosure.yaml",
    /(nocCertificate:\n {4}file:)/,
    "$1 noc.pdf",
    'content/data/disclosure.yaml: documents > nocCertificate: field "file" must be the address of a PDF under static/, such as /disclosure/fire-safety-certificate.pdf',
  ],
  [
    "disclosure.yaml",
    /(nocCertificate:\n {4}file:)/,
    "$1 /disclosure/noc.pdf",
    'content/data/disclosure.yaml: documents > nocCertificate: field "file" names /disclosure/noc.pdf, which is not a file under static/',
  ],
  [
    "disclosure.yaml",
    /(classX:\n {6}- year: 2026\n {8}registered:)\n {8}passed:/,
    "$1 120\n        passed: 121",
    'content/data/disclosure.yaml: academics > results > classX[0]: field "passed" must not be more than registered',
  ],
  [
    "disclosure.yaml",
    "      - year: 2025\n",
    "      - year: 2026\n",
    'content/data/disclosure.yaml: academics > results > classX[1]: field "year" is given twice',
  ],
  [
    "disclosure.yaml",
    "  feeStructure: /fee-structure",
    "  feeStructure: /fees",
    'content/data/disclosure.yaml: academics: field "feeStructure" must be a page named in content/data/navigation.yaml (got /fees)',
  ],
  [
    "disclosure.yaml",
    "  internet:\n",
    "  internet: Y\n",
    'content/data/disclosure.yaml: infrastructure: field "internet" must be one of: Yes, No',
  ],
  [
    "disclosure.yaml",
    "    count: 160\n",
    "    count: 160.5\n",
    'content/data/disclosure.yaml: infrastructure > classrooms: field "count" must be a whole number, 0 or more',
  ],
  [
    "disclosure.yaml",
    "  affiliationNumber:\n",
    "  affiliationNumber: DPSSWB\n",
    'content/data/disclosure.yaml: general: field "affiliationNumber" must be the number CBSE gave, in digits',
  ],
  [
    "disclosure.yaml",
    "  affiliationNumber:\n",
    "  affiliationNumber: 1234567\n",
    'content/data/disclosure.yaml: general: field "affiliationNumber" must be written between quotes, such as "1234567"',
  ],
  // Not YAML at all
  ["navigation.yaml", /$/, "\n  - title: [unclosed", "content/data/navigation.yaml: not valid YAML"],
])("%s: %p → %p is reported as: %s", (file, find, replace, message) => {
  expect(problemAfter(file, find, replace)).toContain(message);
});

/** The data files read with some edited; the edited copy is removed again. */
function readWith(edits: Record<string, (text: string) => string>, setUp: (dir: string) => void = () => undefined) {
  const dir = projectWith(edits);
  try {
    setUp(dir);
    return readAllData(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it("accepts site.yaml without the disclosure's PDF, unless a link of navigation.yaml names it", () => {
  // The school's site.yaml names no disclosure PDF until it publishes one.
  expect(readWith({}).site.links.disclosure).toBeUndefined();
  expect(() =>
    readWith({
      "navigation.yaml": (text) =>
        text.replace(
          "  - title: Mandatory Public Disclosure\n    path: /mandatory-public-disclosure",
          "  - title: Mandatory Public Disclosure\n    external: disclosure",
        ),
    }),
  ).toThrow(
    'content/data/navigation.yaml: topBar[1] "Mandatory Public Disclosure": field "external" names the link "disclosure", which content/data/site.yaml does not hold',
  );
});

it("accepts a disclosure document that is a PDF under static/", () => {
  const data = readWith(
    { "disclosure.yaml": (text) => text.replace(/(nocCertificate:\n {4}file:)/, "$1 /disclosure/noc.pdf") },
    (dir) => {
      mkdirSync(path.join(dir, "static/disclosure"), { recursive: true });
      writeFileSync(path.join(dir, "static/disclosure/noc.pdf"), "%PDF-1.4\n");
    },
  );
  expect(data.disclosure.documents.nocCertificate.file).toBe("/disclosure/noc.pdf");
});

it("reports problems as DataErrors naming the file, the entry and the field", () => {
  const dir = projectWith({ "fees.yaml": (text) => text.replace("amount: 25000", "amount: 25000.5") });
  try {
    readAllData(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({
      file: "content/data/fees.yaml",
      entry: 'groups[0] "Pre-Nursery" > rows[0] "Admission fee"',
      field: "amount",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect.assertions(2);
});

it("finds every fault across files, each check among the files read", () => {
  const { disclosure: _, ...links } = data.site.links;
  const site = { ...data.site, links, admissionSession: "2020-21" };
  const nav = JSON.parse(JSON.stringify(data.nav).replaceAll('"external":"alumni"', '"external":"disclosure"'));
  const faults = (files: Parameters<typeof crossFileFaults>[0]) =>
    crossFileFaults(files, root, new Date("2026-11-26T06:00:00Z")).map((fault) => fault.message);
  const unknown = (entry: string) =>
    `content/data/navigation.yaml: ${entry}: field "external" names the link "disclosure", which content/data/site.yaml does not hold`;
  expect(faults({ ...data, site, nav })).toEqual([
    unknown('menu[9] "Alumni"'),
    unknown('footer[4] "Alumni"'),
    expect.stringMatching(/^content\/data\/site\.yaml: top level: field "admissionSession" is 2020-21, which ended/),
  ]);
  expect(faults({ site, nav: undefined })).toEqual([expect.stringMatching(/admissionSession/)]);
  expect(faults({})).toEqual([]);
});

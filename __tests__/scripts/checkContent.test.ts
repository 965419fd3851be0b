/** @jest-environment node */
import { spawnSync } from "child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";

const root = path.resolve(__dirname, "../..");
const SCRIPT = path.join(root, "scripts/check-content.ts");
const TSX = path.join(root, "node_modules/.bin/tsx");

type Edits = Record<string, (text: string) => string>;

/** `npm run check:content` in a copy of content/ and static/ with some files edited (path → edit;
 * an edit that leaves nothing deletes the file, one that changes nothing is a mistake in the test);
 * `inActions` as on GitHub Actions. */
function check(edits: Edits, inActions = true) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "check-content-"));
  try {
    for (const folder of ["content", "static"])
      cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
    for (const [file, edit] of Object.entries(edits)) {
      const text = readFileSync(path.join(dir, file), "utf8");
      if (edit(text) === text) throw new Error(`the edit left ${file} as it was`);
      if (edit(text) === "") rmSync(path.join(dir, file));
      else writeFileSync(path.join(dir, file), edit(text));
    }
    const env = { ...process.env, GITHUB_ACTIONS: inActions ? "true" : "" };
    const run = spawnSync(TSX, [SCRIPT], { cwd: dir, encoding: "utf8", env });
    const lines = `${run.stdout}${run.stderr}`.trim().split("\n");
    return { code: run.status, faults: lines.filter((line) => !line.startsWith("::warning")).slice(0, -1), lines };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The line (1-based) of the project's file holding `text` after the edit, counted apart from the
 * command. */
function lineWith(file: string, edit: (text: string) => string, text: string): number {
  const lines = edit(readFileSync(path.join(root, file), "utf8")).split("\n");
  const index = lines.findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`no line of ${file} holds ${text}`);
  return index + 1;
}

const FEES = "content/data/fees.yaml";
const UNIFORM = "content/data/uniform.yaml";
const DISCLOSURE = "content/data/disclosure.yaml";
const NAVIGATION = "content/data/navigation.yaml";

const decimalFee = (text: string) => text.replace(/(title: Classes III-VIII\n(?:.*\n){3}.*amount: )5450/, "$15450.50");
const noFeeClass = (text: string) => text.replace("    title: Classes III-VIII\n", "");
const noUniformClass = (text: string) => text.replace("  - group: Prep\n    boys:", "  - boys:");
const badDate = (text: string) => text.replace(/(affiliationLetter:\n {4}file:\n {4}issued:)/, "$1 01-04-2025");
const menuToDisclosureLink = (text: string) =>
  text.replace(
    "  - title: Mandatory Public Disclosure\n    path: /mandatory-public-disclosure",
    "  - title: Mandatory Public Disclosure\n    external: disclosure",
  );
const menuToMissingPage = (text: string) => text.replace("path: /our-vision\n", "path: /our-visoin\n");
const noDescription = (text: string) => text.replace(/^description: .*$/m, 'description: ""');
const missingPicture = (text: string) => text.replace("hostel-room-six-beds.jpg", "hostel-room-6-beds.jpg");
const badIndent = (text: string) => text.replace(/^registration: /m, "  registration: ");

it.each<[string, Edits, string]>([
  [
    "a fee in rupees and paise",
    { [FEES]: decimalFee },
    `::error file=${FEES},line=${lineWith(FEES, decimalFee, "5450.50")},title=Classes III-VIII::` +
      "Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
  ],
  [
    "a fee group without its classes",
    { [FEES]: noFeeClass },
    `::error file=${FEES},line=${lineWith(FEES, noFeeClass, "key: iii-viii")},title=iii-viii::Title: fill it in.`,
  ],
  [
    "a uniform row without its class group",
    { [UNIFORM]: noUniformClass },
    `::error file=${UNIFORM},line=${lineWith(UNIFORM, noUniformClass, "- boys:")},title=Summer uniform::` +
      "entry 3, Class group: fill it in.",
  ],
  [
    "a date of the disclosure written day first",
    { [DISCLOSURE]: badDate },
    `::error file=${DISCLOSURE},line=${lineWith(DISCLOSURE, badDate, "01-04-2025")},` +
      "title=B. Documents and information::Copies of affiliation/upgradation letter and recent extension of " +
      "affiliation, Date of issue (YYYY-MM-DD): write a date such as 2025-04-01.",
  ],
  [
    "a menu link to a link site.yaml does not hold",
    // site.yaml names no disclosure PDF until the school publishes one.
    { [NAVIGATION]: menuToDisclosureLink },
    `::error file=${NAVIGATION},line=${lineWith(NAVIGATION, menuToDisclosureLink, "external: disclosure")},` +
      'title=Mandatory Public Disclosure::Or: a link of site.yaml: names the link "disclosure", ' +
      "which content/data/site.yaml does not hold.",
  ],
  [
    "a menu that no longer links a page",
    { [NAVIGATION]: menuToMissingPage },
    "::error file=content/pages/our-vision.md,line=2,title=Our Vision::" +
      "The address /our-vision: add it to the Menus (content/data/navigation.yaml).",
  ],
  [
    "a page's frontmatter without its description",
    { "content/pages/about-us.md": noDescription },
    "::error file=content/pages/about-us.md,line=3,title=About Us::Description: fill it in.",
  ],
  [
    "a page's picture that is not in content/images",
    { "content/pages/about-hostel.md": missingPicture },
    `::error file=content/pages/about-hostel.md,line=${lineWith("content/pages/about-hostel.md", missingPicture, "6-beds")},` +
      "title=Photo gallery::Images, entry 2, File: names ../images/hostel-room-6-beds.jpg, which is not in content/images.",
  ],
  [
    "a line of YAML indented too far",
    { [FEES]: badIndent },
    `::error file=${FEES},line=${lineWith(FEES, badIndent, "  registration: ")},title=Fees::This line: the website ` +
      "cannot read the file from here on (bad indentation of a mapping entry): check the spaces at the start of " +
      "this line and the one before, the colons and the quotes.",
  ],
  [
    "a data file deleted",
    { [UNIFORM]: () => "" },
    `::error file=${UNIFORM},line=1,title=Uniform::This file: the website cannot open it (it is not there): ` +
      "put it back as it was, or ask a developer.",
  ],
])(
  "marks %s on its line, in the editor's words, and fails",
  (_, edits, annotation) => {
    const { code, faults, lines } = check(edits);
    expect(faults).toEqual([annotation]);
    expect(lines[lines.length - 1]).toBe("1 fault in the content: the build would stop at it.");
    expect(code).toBe(1);
  },
  30_000,
);

it("marks every fault it finds, not only the first", () => {
  const { code, faults, lines } = check({
    [FEES]: (text) => noFeeClass(decimalFee(text)),
    [DISCLOSURE]: badDate,
    [UNIFORM]: noUniformClass,
    "content/pages/about-us.md": noDescription,
  });
  const files = faults.map((line) => /^::error file=([^,]+),/.exec(line)?.[1]);
  expect(files).toEqual([DISCLOSURE, FEES, FEES, UNIFORM, "content/pages/about-us.md"]);
  expect(lines[lines.length - 1]).toBe("5 faults in the content: the build would stop at them.");
  expect(code).toBe(1);
}, 30_000);

it("passes the content the site ships, naming how many files it checked", () => {
  const pages = readdirSync(path.join(root, "content/pages")).filter((name) => name.endsWith(".md")).length;
  const { code, faults, lines } = check({});
  expect(faults).toEqual([]);
  expect(lines[lines.length - 1]).toBe(`All ${6 + pages} content files are fine.`);
  expect(code).toBe(0);
}, 30_000);

it("writes its faults for a terminal outside GitHub Actions", () => {
  const { code, faults } = check({ [FEES]: decimalFee }, false);
  expect(faults).toEqual([
    `${FEES}:${lineWith(FEES, decimalFee, "5450.50")}  Classes III-VIII, Tuition fee, Amount (Rs.): ` +
      "write the amount in whole rupees, such as 5450.",
  ]);
  expect(code).toBe(1);
}, 30_000);

it("takes the project folder as its argument, and says in a sentence when it cannot finish", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "check-content-"));
  try {
    const env = { ...process.env, GITHUB_ACTIONS: "true" };
    const run = spawnSync(TSX, [SCRIPT, dir], { cwd: root, encoding: "utf8", env });
    expect(`${run.stdout}${run.stderr}`.trim().split("\n")).toEqual([
      "::error title=Content check::The content check could not finish: " +
        `ENOENT: no such file or directory, scandir '${path.join(dir, "content/pages")}'`,
    ]);
    expect(run.status).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

it("passes on what the build only warns of, and lists it", () => {
  const { code, lines } = check({ [FEES]: (text) => text.replace(/^session: .*$/m, "session: 2020-21") });
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^::warning title=Content warning::content\/data\/fees\.yaml holds the fees of session 2020-21, while admissions are open for \d{4}-\d{2} /,
    ),
  );
  expect(lines[lines.length - 1]).toMatch(/^All \d+ content files are fine\.$/);
  expect(code).toBe(0);
}, 30_000);

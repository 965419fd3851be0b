/** @jest-environment node */
import { spawnSync } from "child_process";
import { rmSync } from "fs";
import path from "path";
import { projectWith, root } from "../fixtures/siteData";

const SCRIPT = path.resolve(__dirname, "../../scripts/disclosure.ts");
const TSX = path.join(root, "node_modules/.bin/tsx");

/** `npm run disclosure` (a stage of `npm test`) in a copy of the data files, some edited. */
function listFor(edits: Record<string, (text: string) => string>) {
  const dir = projectWith(edits);
  try {
    const run = spawnSync(TSX, [SCRIPT], { cwd: dir, encoding: "utf8" });
    return { code: run.status, lines: `${run.stdout}${run.stderr}`.trim().split("\n") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it("lists a document whose date of expiry has passed, as the build warns of it, and does not fail", () => {
  const { code, lines } = listFor({
    "disclosure.yaml": (text) =>
      text.replace(
        /affiliationLetter:\n {4}file:\n {4}issued:\n {4}expires:/,
        "affiliationLetter:\n    file:\n    issued: 2020-04-01\n    expires: 2025-03-31",
      ),
  });
  expect(code).toBe(0);
  expect(lines[0]).toMatch(
    /^warn content\/data\/disclosure\.yaml: documents > affiliationLetter \("Copies of affiliation\/upgradation letter and recent extension of affiliation"\): expired on 2025-03-31, \d+ days ago$/,
  );
  expect(lines).toContain('  content/data/disclosure.yaml: general > affiliationNumber ("Affiliation no.") is empty');
  expect(lines[lines.length - 1]).toMatch(
    /^Mandatory Public Disclosure on \d{4}-\d{2}-\d{2}: 1 document expired, 0 expiring within 60 days, \d+ entries empty$/,
  );
}, 30_000);

it("fails, with the build's message, when the data files cannot be read", () => {
  const { code, lines } = listFor({ "disclosure.yaml": (text) => text.replace("  internet:\n", "  internet: Y\n") });
  expect(code).toBe(1);
  expect(lines).toEqual(['content/data/disclosure.yaml: infrastructure: field "internet" must be one of: Yes, No']);
}, 30_000);

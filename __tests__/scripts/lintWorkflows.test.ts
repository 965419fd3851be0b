/** @jest-environment node */
import { spawnSync } from "child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { root } from "../fixtures/siteData";

const SCRIPT = path.join(root, "scripts/lint-workflows.ts");
const TSX = path.join(root, "node_modules/.bin/tsx");

/** `npm run lint:workflows -- <folder>`: its exit code and the lines it printed. */
function lint(folder: string) {
  const run = spawnSync(TSX, [SCRIPT, folder], { cwd: root, encoding: "utf8" });
  return { code: run.status, lines: `${run.stdout}${run.stderr}`.trim().split("\n") };
}

/** A project folder holding one workflow and a package.json with one script, `build`. */
function projectWith(workflow: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "workflows-"));
  mkdirSync(path.join(dir, ".github/workflows"), { recursive: true });
  writeFileSync(path.join(dir, ".github/workflows/check.yml"), workflow);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts: { build: "gatsby build" } }));
  return dir;
}

it("passes the project's own workflows", () => {
  expect(lint(root)).toEqual({ code: 0, lines: ["workflows: 0 findings"] });
}, 30_000);

it("passes a sound workflow that reads repository variables", () => {
  const dir = projectWith(`on: push
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
      - run: npm run build
        env:
          GATSBY_CONTENT_API_URL: \${{ vars.CONTENT_API_URL }}
`);
  try {
    expect(lint(dir)).toEqual({ code: 0, lines: ["workflows: 0 findings"] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

it("fails a workflow with an unpinned action, an expression error and a script package.json lacks", () => {
  const dir = projectWith(`on: push
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020
      - run: echo "\${{ github.event.head_commit.message }}"
      - run: echo "\${{ job.nme }}"
      - run: npm run --silent check:content
`);
  try {
    const { code, lines } = lint(dir);
    expect(code).toBe(1);
    expect(lines).toEqual([
      '.github/workflows/check.yml:8: "github.event.head_commit.message" is potentially untrusted. avoid using it ' +
        "directly in inline scripts. instead, pass it through an environment variable. see " +
        "https://docs.github.com/en/actions/security-guides/security-hardening-for-github-actions for more details " +
        "(actionlint expression)",
      '.github/workflows/check.yml:9: property "nme" is not defined in object type {container: {id: string; ' +
        "network: string}; services: {string => {id: string; network: string; ports: {string => string}}}; " +
        "status: string} (actionlint expression)",
      ".github/workflows/check.yml:6: actions/checkout@v4 is not pinned: name the commit by its 40-character SHA",
      ".github/workflows/check.yml:7: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020: say which " +
        "version the commit is in a comment (# v4.2.2)",
      '.github/workflows/check.yml:10: npm run check:content: package.json has no script "check:content"',
      "workflows: 5 findings",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

it("fails a workflow GitHub's schema refuses", () => {
  const dir = projectWith(`on: push
jobs:
  check:
    runs-on: ubuntu-latest
    step:
      - run: npm run build
`);
  try {
    const { code, lines } = lint(dir);
    expect(code).toBe(1);
    expect(lines).toContain(
      '.github/workflows/check.yml:5: unexpected key "step" for "job" section. expected one of "concurrency", ' +
        '"container", "continue-on-error", "defaults", "env", "environment", "if", "name", "needs", "outputs", ' +
        '"permissions", "runs-on", "secrets", "services", "steps", "strategy", "timeout-minutes", "uses", "with" ' +
        "(actionlint syntax-check)",
    );
    expect(lines).toContain(
      ".github/workflows/check.yml: /jobs/check: Additional property 'step' is not allowed (action-validator)",
    );
    expect(lines[lines.length - 1]).toMatch(/^workflows: \d+ findings$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

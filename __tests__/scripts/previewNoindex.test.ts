/** @jest-environment node */
import { spawnSync } from "child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { root } from "../fixtures/siteData";
import { matchesRulePath, parseHeaderRules } from "../../src/lib/headersFile";

const SCRIPT = path.join(root, "scripts/preview-noindex.ts");
const TSX = path.join(root, "node_modules/.bin/tsx");

/** A `_headers` file as the build writes it, shortened: what every file is sent with, then a page's own. */
const BUILT = `/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'

/fee-9
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
`;

/** `npm run preview:noindex -- <file>` on a `_headers` file holding `text`: the exit code, what it
 * printed and the file after. */
function noindex(text: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "preview-headers-"));
  try {
    const file = path.join(dir, "_headers");
    writeFileSync(file, text);
    const run = spawnSync(TSX, [SCRIPT, file], { cwd: root, encoding: "utf8" });
    return { code: run.status, printed: `${run.stdout}${run.stderr}`.trim(), after: readFileSync(file, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it("adds a block sending X-Robots-Tag: noindex with every file, after the build's blocks", () => {
  const { code, after } = noindex(BUILT);
  expect(code).toBe(0);
  expect(after).toBe(`${BUILT}\n/*\n  X-Robots-Tag: noindex\n`);
  // Cloudflare Pages applies every rule a path matches: the page gets the header from one of them.
  const robots = parseHeaderRules(after)
    .filter((rule) => matchesRulePath(rule.path, "/fee-9"))
    .flatMap((rule) => Object.entries(rule.set))
    .filter(([name]) => name === "X-Robots-Tag");
  expect(robots).toEqual([["X-Robots-Tag", "noindex"]]);
});

it("refuses a file that sets X-Robots-Tag already, which would send it twice", () => {
  const text = `${BUILT}\n/admin\n  x-robots-tag: noindex, nofollow\n`;
  const { code, printed, after } = noindex(text);
  expect(code).toBe(1);
  expect(printed).toMatch(/_headers: line \d+ sets X-Robots-Tag already$/);
  expect(after).toBe(text);
});

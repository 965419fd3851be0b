/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { builtPages } from "../../gatsby/builtPages";
import { HEADERS_LIMITS, headersLimitProblems } from "../../gatsby/headersLimits";
import { loadSiteData } from "../../gatsby/siteData";
import { writeSecurityHeaders } from "../../gatsby/securityHeaders";

const rule = (at: number, value = "x") => `/page-${at}\n  Content-Security-Policy: ${value}\n`;
const file = (rules: number, value?: string) => Array.from({ length: rules }, (_, at) => rule(at, value)).join("\n");
/** A header line exactly `length` characters long. */
const lineOf = (length: number) => "y".repeat(length - "  Content-Security-Policy: ".length);

it.each([
  ["100 rules", file(100), []],
  ["101 rules", file(101), ["101 rules, more than 100"]],
  ["a line of 2,000 characters", file(1, lineOf(2000)), []],
  ["a line of 2,001 characters", file(1, lineOf(2001)), ["line 2 has 2001 characters, more than 2000"]],
])("%s: %j", (_name, text, problems) => {
  expect(headersLimitProblems(text)).toEqual(problems);
});

/** A build of `count` pages (and its 404 page), each page with its own inline script, so its own policy. */
function buildOf(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "headers-limits-"));
  const html = (name: string) => `<html><body><script>window.pagePath="/${name}";</script></body></html>`;
  writeFileSync(path.join(dir, "404.html"), html("404.html"));
  writeFileSync(path.join(dir, "index.html"), html(""));
  for (let at = 1; at < count; at += 1) writeFileSync(path.join(dir, `page-${at}.html`), html(`page-${at}`));
  return dir;
}

describe("the generator", () => {
  beforeAll(() => loadSiteData());

  // One rule for every address and four for caching (three patterns kept a year, the push worker
  // revalidated) leave 95 for pages (the 404 page needs none).
  it("writes a page's headers in one rule and one policy line, so that 95 pages fit", () => {
    const dir = buildOf(95);
    writeSecurityHeaders(builtPages(dir), dir);
    expect(headersLimitProblems(readFileSync(path.join(dir, "_headers"), "utf8"))).toEqual([]);
  });

  it("stops the build, writing nothing, before Cloudflare Pages would drop a page's rule", () => {
    const dir = buildOf(96);
    expect(() => writeSecurityHeaders(builtPages(dir), dir)).toThrow(/101 rules, more than 100/);
    expect(existsSync(path.join(dir, "_headers"))).toBe(false);
  });
});

const built = path.resolve("public/_headers");
(existsSync(built) ? it : it.skip)(
  `the built public/_headers keeps within ${HEADERS_LIMITS.rules} rules and ${HEADERS_LIMITS.lineLength} characters a line`,
  () => {
    expect(headersLimitProblems(readFileSync(built, "utf8"))).toEqual([]);
  },
);

import { readdirSync, readFileSync } from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { checkoutCopy } from "./checkoutCopy";
import { npm } from "./command";

/** `npm run bench` as the README names it, in a checkout of its own (it cleans and builds the site
 * there): a clean build for the service over HTTPS, the site served over HTTPS with HTTP/2 and a
 * seeded service behind a TLS front, the pages' reads handed to the service by the site's server as
 * the CDN does, Lighthouse on one page, the table and the results file. The budgets are
 * judged on medians of a quiet machine; here only that a miss is reported as one is checked. */
test("npm run bench builds, serves over HTTPS with HTTP/2 with the reads through the site, measures a page and writes its results", async () => {
  test.setTimeout(8 * 60_000);
  const copy = checkoutCopy();
  try {
    const bench = npm(["run", "bench", "--", "--runs", "1", "--pages", "/news"], { cwd: copy.dir });
    const { code } = await bench.ended;
    const output = bench.output();
    expect(output).toMatch(/Build \(clean\): \d+\.\d s\./);
    expect(output).toContain("Served over HTTPS with HTTP/2.");
    expect(output).toContain(
      "The pages read the service's content through the site's own address, as through the CDN.",
    );
    expect(output).toMatch(/\| \/news +\| list +\| +\d+ \(\d+–\d+\) \|/);
    // Exit 1 only where a budget is missed, and the bench then names it.
    if (code !== 0) expect(output).toContain("Budgets missed (medians):");

    const resultsDir = path.join(copy.dir, "bench/results");
    const before = new Set(readdirSync("bench/results"));
    const written = readdirSync(resultsDir).filter((file) => !before.has(file));
    expect(written).toHaveLength(1);
    const report = JSON.parse(readFileSync(path.join(resultsDir, written[0]), "utf8")) as {
      transport: string;
      reads: string;
      rounds: number;
      pages: { url: string; everyRun: { performance: number; lcpMs: number }[] }[];
    };
    expect([report.transport, report.reads]).toEqual(["HTTPS with HTTP/2", "site"]);
    expect(report.pages.map((page) => page.url)).toEqual(["/news"]);
    expect(report.pages[0].everyRun).toHaveLength(1);
    expect(report.pages[0].everyRun[0].lcpMs).toBeGreaterThan(0);
  } finally {
    copy.dispose();
  }
});

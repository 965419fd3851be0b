import { readdirSync, readFileSync, symlinkSync } from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import { startServers } from "../../bench/servers";
import { readSite } from "../../src/lib/data/readDataFiles";
import { checkoutCopy } from "./checkoutCopy";
import { npm } from "./command";

/** The budgets are judged on medians of a quiet machine; here only that the bench measures, reports
 * and says what it measured. Its own clean build is `gatsby clean` and `gatsby build` with the
 * addresses below, a second production build that the run's one (in public/) stands in for. */
test("npm run bench --skip-build measures the build in public/, prints its table and writes its results", async () => {
  test.setTimeout(5 * 60_000);
  const copy = checkoutCopy();
  try {
    symlinkSync(path.resolve("public"), path.join(copy.dir, "public"));
    const bench = npm(["run", "bench", "--", "--skip-build", "--runs", "1", "--pages", "/news"], { cwd: copy.dir });
    const { code } = await bench.ended;
    const output = bench.output();
    expect(output).toContain("Build: not measured (--skip-build).");
    // The run's build calls the service over plain HTTP (http://localhost:4000), so it is served so.
    expect(output).toContain("Served over plain HTTP/1.1.");
    expect(output).toContain("The pages read the service's content from the service's own address.");
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
      buildSeconds: number | null;
      pages: { url: string; everyRun: { performance: number; lcpMs: number }[] }[];
    };
    expect([report.transport, report.reads, report.buildSeconds]).toEqual(["plain HTTP/1.1", "service", null]);
    expect(report.pages.map((page) => page.url)).toEqual(["/news"]);
    expect(report.pages[0].everyRun).toHaveLength(1);
    expect(report.pages[0].everyRun[0].lcpMs).toBeGreaterThan(0);
  } finally {
    copy.dispose();
  }
});

/** What the bench serves its own build with (bench/servers.ts), for the addresses that build calls:
 * the service at https://localhost:4000 and the reads at the site's own address. */
test("the bench's servers for its own build: the site and the service's front over HTTPS with HTTP/2, the site handing reads to the service", async ({
  browser,
}) => {
  test.setTimeout(2 * 60_000);
  const servers = await startServers({
    apiUrl: new URL("https://localhost:4000"),
    readUrl: new URL("https://localhost:9200"),
    sitePort: 9200,
  });
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    expect([servers.siteOrigin, servers.tls, servers.readsThroughSite]).toEqual(["https://localhost:9200", true, true]);
    const page = await context.newPage();
    const news = apiPath(API_PATHS.allNews, { code: readSite().schoolCode });
    for (const url of [`${servers.siteOrigin}/news`, `${servers.siteOrigin}${news}`, `https://localhost:4000${news}`]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const protocol = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
      );
      expect(protocol, url).toBe("h2");
      if (url.includes("/api/")) expect(Array.isArray(await response!.json()), url).toBe(true);
    }
  } finally {
    await context.close();
    await servers.stop();
  }
});

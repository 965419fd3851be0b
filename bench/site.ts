/**
 * `npm run bench`: the budgets of DESIGN.md, measured. Builds the site from a clean cache (timed),
 * serves the build and a freshly seeded content service as `npm start` does, runs Lighthouse (mobile
 * preset, the system Chromium, median of 3 runs) on the home page and one page of every template,
 * measures each page's first-load JavaScript (gzip) from the build output, prints one table, writes
 * it as JSON under bench/results/, and exits 1 naming every budget missed.
 *
 * Flags: --runs N (Lighthouse runs per page, default 3); --skip-build (measure the build already in
 * public/; the build time is then not measured, and the report says so).
 */
import { spawnSync } from "child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { buildServer } from "../content-service/src/server";
import { buildStaticServer } from "../scripts/serve";
import { budgetMisses, formatTable, type BenchReport, type RouteResult, type Template } from "./budgets";
import { firstLoadJsBytes } from "./firstLoadJs";
import { launchChromium, measure } from "./lighthouse";

const PAGES: { template: Template; url: string }[] = [
  { template: "home", url: "/" },
  { template: "content", url: "/our-mission" },
  { template: "hub", url: "/about-us" },
  { template: "fee table", url: "/fee-iii-viii" },
  { template: "list", url: "/news" },
  { template: "detail", url: "/blog-inner?id=blog_1" },
  { template: "form", url: "/contact-us" },
  { template: "calendar", url: "/school-calendar" },
  { template: "toppers", url: "/xii-topper" },
];

const SITE_PORT = 9200;
/** The build calls the content service where GATSBY_CONTENT_API_URL pointed at build time. */
const API_URL = new URL(process.env.GATSBY_CONTENT_API_URL || "http://localhost:4000");

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function npx(args: string[]): void {
  const result = spawnSync("npx", args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npx ${args.join(" ")} failed`);
}

/** A clean build: the budget is for a full production build, not one from a warm cache. */
function timedBuild(): number {
  npx(["gatsby", "clean"]);
  const started = process.hrtime.bigint();
  npx(["gatsby", "build"]);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  writeFileSync(path.resolve("public/.build-stamp"), new Date().toISOString());
  return seconds;
}

async function main() {
  const runs = Number(option("--runs") ?? 3);
  const skipBuild = process.argv.includes("--skip-build");
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  const buildSeconds = skipBuild ? null : timedBuild();

  const siteOrigin = `http://localhost:${SITE_PORT}`;
  const service = await buildServer({
    dataDir: mkdtempSync(path.join(os.tmpdir(), "school-bench-")),
    allowedOrigins: [siteOrigin],
    logLevel: false,
  });
  const site = await buildStaticServer();
  try {
    await service.listen({ port: Number(API_URL.port || 80), host: API_URL.hostname });
    await site.listen({ port: SITE_PORT, host: "localhost" });
  } catch (error) {
    throw new Error(`Could not start the servers (${(error as Error).message}): stop \`npm start\` or whatever holds ports ${API_URL.port} and ${SITE_PORT}.`);
  }
  const chrome = await launchChromium(chromePath);
  const routes: RouteResult[] = [];
  try {
    for (const page of PAGES) {
      const jsKb = firstLoadJsBytes(path.resolve("public"), page.url) / 1024;
      const scores = await measure(`${siteOrigin}${page.url}`, chrome.port, runs);
      routes.push({ template: page.template, url: page.url, jsKb, ...scores });
      console.log(`measured ${page.url}`);
    }
  } finally {
    chrome.kill();
    await site.close();
    await service.close();
  }

  const misses = budgetMisses(buildSeconds ?? 0, routes);
  const report: BenchReport = { date: new Date().toISOString(), runs, buildSeconds, routes, misses };
  console.log(`\n${formatTable(routes)}\n`);
  console.log(buildSeconds === null ? "Build: not measured (--skip-build)." : `Build (clean): ${buildSeconds.toFixed(1)} s.`);
  for (const route of routes.filter((r) => r.failingAudits.length)) {
    console.log(`${route.url} failed audits: ${route.failingAudits.join(", ")}`);
  }
  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `site-${report.date.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
  if (misses.length) {
    console.error(`\nBudgets missed:\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
    process.exit(1);
  }
  console.log("Every budget is met.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

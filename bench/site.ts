/**
 * `npm run bench`: the budgets of bench/budgets.ts, measured. Builds the site from a clean cache
 * (timed), serves the build and a freshly seeded content service as `npm start` does, and runs
 * Lighthouse (mobile preset, the system Chromium) on the home page and one page of every template,
 * in interleaved rounds (round 1 of every page, then round 2 …). Prints every Lighthouse figure as
 * its median with min–max, with each page's first-load JavaScript and inlined CSS (gzip) from the
 * build output; writes every run to bench/results/; exits 1 naming every budget whose median misses.
 *
 * Flags: --runs N (rounds, default 5); --skip-build (measure the build already in public/; the build
 * time is then not measured, and the report says so); --pages /,/news (only these of the pages
 * below, to measure one change quickly); --notice closure (with an urgent notice of that level in
 * force above every page).
 */
import { spawnSync } from "child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { API_BASE_URL } from "../src/lib/serviceAddress";
import { buildStaticServer } from "../scripts/serve";
import { budgetMisses, type PageSummary } from "./budgets";
import { RUN_FIGURES, type BuildFigures, type RunFigure, type RunFigures } from "./figures";
import { firstLoadJsBytes } from "./firstLoadJs";
import { inlineCssBytes } from "./inlineCss";
import { launchChromium, lighthouseRun } from "./lighthouse";
import { failingAudits, figuresOf } from "./lighthouseFigures";
import { formatTable } from "./report";
import { interleave } from "./rounds";
import { publishNotice } from "./notice";
import { PAGES } from "./pages";
import { startServiceProcess } from "./serviceProcess";
import { spreadsOf } from "./spread";

/** 9200 unless BENCH_PORT says otherwise (to measure beside a run that holds the shared ports). */
const SITE_PORT = Number(process.env.BENCH_PORT || 9200);
/** The build calls the content service where GATSBY_CONTENT_API_URL pointed at build time. */
const API_URL = new URL(API_BASE_URL);

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
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** How busy the machine was at each run: Lighthouse's benchmark index (higher is faster) and the
 * 1-minute load average, so that a reader can tell a slow page from a busy machine. */
interface MachineSample {
  benchmarkIndex: number;
  loadAverage: number;
}

interface PageRuns {
  figures: RunFigures[];
  /** Each failing audit and in how many runs it failed. */
  failing: Map<string, number>;
}

/** The pages --pages names (all of them without it). */
function pagesChosen(only: string[] | undefined) {
  const unknown = only?.filter((url) => !PAGES.some((page) => page.url === url)) ?? [];
  if (unknown.length)
    throw new Error(
      `--pages: ${unknown.join(", ")} is not measured; the pages are ${PAGES.map((p) => p.url).join(", ")}`,
    );
  return only ? PAGES.filter((page) => only.includes(page.url)) : PAGES;
}

/** The built site on SITE_PORT and a content service of its own on API_URL, with a notice in force
 * when one is asked for. */
async function startServers(siteOrigin: string, noticeLevel: string | undefined) {
  const site = await buildStaticServer();
  let service: Awaited<ReturnType<typeof startServiceProcess>> | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
  try {
    service = await startServiceProcess({
      DATA_DIR: dataDir,
      ALLOWED_ORIGINS: siteOrigin,
      PORT: API_URL.port || "80",
      HOST: API_URL.hostname,
    });
    await site.listen({ port: SITE_PORT, host: "localhost" });
    if (noticeLevel) await publishNotice(API_URL.origin, dataDir, noticeLevel);
  } catch (error) {
    await service?.stop();
    throw new Error(
      `Could not start the servers (${(error as Error).message}): ` +
        `stop \`npm start\` or whatever holds ports ${API_URL.port} and ${SITE_PORT}.`,
    );
  }
  return { site, service };
}

/** Lighthouse on every page, `rounds` times, the pages interleaved so that a slow minute of the
 * machine falls on all of them alike. */
async function measure(pagesToMeasure: typeof PAGES, rounds: number, siteOrigin: string, chromePath: string) {
  const chrome = await launchChromium(chromePath);
  const runs = new Map<string, PageRuns>(pagesToMeasure.map((page) => [page.url, { figures: [], failing: new Map() }]));
  const machine: MachineSample[] = [];
  try {
    for (const { round, page } of interleave(pagesToMeasure, rounds)) {
      const loadAverage = os.loadavg()[0];
      const lhr = await lighthouseRun(`${siteOrigin}${page.url}`, chrome.port);
      machine.push({ benchmarkIndex: lhr.environment.benchmarkIndex, loadAverage });
      const pageRuns = runs.get(page.url)!;
      const figures = figuresOf(lhr);
      pageRuns.figures.push(figures);
      for (const audit of failingAudits(lhr)) pageRuns.failing.set(audit, (pageRuns.failing.get(audit) ?? 0) + 1);
      console.log(
        `round ${round}/${rounds} ${page.url}: performance ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms`,
      );
    }
  } finally {
    chrome.kill();
  }
  return { runs, machine };
}

interface Outcome {
  rounds: number;
  buildSeconds: number | null;
  noticeLevel: string | undefined;
  pages: PageSummary[];
  runs: Map<string, PageRuns>;
  machine: MachineSample[];
}

function printSummary({ rounds, buildSeconds, noticeLevel, pages, runs, machine }: Outcome) {
  console.log(`\n${formatTable(pages)}\n`);
  console.log(
    `Each Lighthouse figure: median (min–max) of ${rounds} interleaved rounds. ` +
      "JS and CSS KB: gzip, from the build output.",
  );
  const { benchmarkIndex, loadAverage } = spreadsOf(machine, ["benchmarkIndex", "loadAverage"]);
  console.log(
    `Machine: Lighthouse benchmark index ${Math.round(benchmarkIndex.median)} ` +
      `(${Math.round(benchmarkIndex.min)}–${Math.round(benchmarkIndex.max)}), ` +
      `1-minute load average ${loadAverage.median.toFixed(1)} ` +
      `(${loadAverage.min.toFixed(1)}–${loadAverage.max.toFixed(1)}) on ${os.cpus().length} cores.`,
  );
  console.log(
    buildSeconds === null ? "Build: not measured (--skip-build)." : `Build (clean): ${buildSeconds.toFixed(1)} s.`,
  );
  console.log(
    noticeLevel
      ? `Measured with an urgent notice (${noticeLevel}) in force above every page.`
      : "Measured with no urgent notice in force.",
  );
  for (const page of pages) {
    const failing = [...runs.get(page.url)!.failing].map(([audit, count]) => `${audit} (${count} of ${rounds} runs)`);
    if (failing.length) console.log(`${page.url} failed audits: ${failing.join(", ")}`);
  }
}

/** bench/results/site-{date}.json: every run's figures beside the medians, for comparing later. */
function writeReport({ rounds, buildSeconds, pages, runs, machine }: Outcome, misses: string[]) {
  const date = new Date().toISOString();
  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `site-${date.replace(/[:.]/g, "-")}.json`);
  const report = {
    date,
    rounds,
    buildSeconds,
    machine,
    pages: pages.map((page) => ({
      ...page,
      everyRun: runs.get(page.url)!.figures,
      failingAudits: Object.fromEntries(runs.get(page.url)!.failing),
    })),
    misses,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

async function main() {
  const rounds = Number(option("--runs") ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error("--runs takes a whole number of rounds, 1 or more");
  const only = option("--pages")?.split(",");
  const pagesToMeasure = pagesChosen(only);
  const buildSeconds = process.argv.includes("--skip-build") ? null : timedBuild();
  const publicDir = path.resolve("public");
  const build = new Map<string, BuildFigures>(
    pagesToMeasure.map((page) => [
      page.url,
      { jsKb: firstLoadJsBytes(publicDir, page.url) / 1024, cssKb: inlineCssBytes(publicDir, page.url) / 1024 },
    ]),
  );
  const siteOrigin = `http://localhost:${SITE_PORT}`;
  const noticeLevel = option("--notice");
  const { site, service } = await startServers(siteOrigin, noticeLevel);
  let measured: Awaited<ReturnType<typeof measure>>;
  try {
    measured = await measure(pagesToMeasure, rounds, siteOrigin, process.env.CHROME_PATH || "/usr/bin/chromium");
  } finally {
    await site.close();
    await service!.stop();
  }
  const pages: PageSummary[] = pagesToMeasure.map((page) => ({
    ...page,
    runs: spreadsOf(measured.runs.get(page.url)!.figures, Object.keys(RUN_FIGURES) as RunFigure[]),
    build: build.get(page.url)!,
  }));
  const misses = budgetMisses(buildSeconds, pages);
  const outcome = { rounds, buildSeconds, noticeLevel, pages, ...measured };
  printSummary(outcome);
  writeReport(outcome, misses);
  if (misses.length) {
    console.error(`\nBudgets missed (medians):\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    only
      ? `Every budget of ${only.join(", ")} is met (medians); the other pages were not measured.`
      : "Every budget is met (medians).",
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

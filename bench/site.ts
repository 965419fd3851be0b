/**
 * `npm run bench`: the budgets of bench/budgets.ts, measured. Builds the site from a clean cache
 * (timed), serves the build and a freshly seeded content service as `npm start` does (over HTTPS
 * with HTTP/2, as production serves them: bench/servers.ts), and runs
 * Lighthouse (mobile preset, the system Chromium) on the home page and one page of every template,
 * in interleaved rounds (round 1 of every page, then round 2 …). Prints every Lighthouse figure as
 * its median with min–max, with each page's first-load JavaScript and inlined CSS (gzip) from the
 * build output; writes every run to bench/results/; exits 1 naming every budget whose median misses.
 *
 * Flags: --runs N (rounds, default 5); --skip-build (measure the build already in public/; the build
 * time is then not measured, and the report says so; a build for a service over plain HTTP is
 * served over plain HTTP/1.1); --pages /,/news (only these of the pages
 * below, to measure one change quickly); --notice closure (with an urgent notice of that level in
 * force above every page).
 */
import { spawnSync } from "child_process";
import { mkdirSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { builtForService } from "../gatsby/buildStamp";
import { budgetMisses, type PageSummary } from "./budgets";
import { RUN_FIGURES, type BuildFigures, type RunFigure, type RunFigures } from "./figures";
import { firstLoadJsBytes } from "./firstLoadJs";
import { inlineCssBytes } from "./inlineCss";
import { launchChromium, lighthouseRun } from "./lighthouse";
import { failingAudits, figuresOf } from "./lighthouseFigures";
import { formatTable } from "./report";
import { interleave } from "./rounds";
import { PAGES } from "./pages";
import { startServers } from "./servers";
import { spreadsOf } from "./spread";

/** 9200 unless BENCH_PORT says otherwise (to measure beside a run that holds the shared ports). */
const SITE_PORT = Number(process.env.BENCH_PORT || 9200);
/** The service the bench's own build calls: over HTTPS, so that the pages are measured as
 * production serves them (bench/servers.ts). GATSBY_CONTENT_API_URL chooses another. */
const BENCH_API_URL = process.env.GATSBY_CONTENT_API_URL || "https://localhost:4000";
/** Where the bench's build reads the service's content from: the site's own address, which hands
 * those reads to the service as the CDN does in production (bench/servers.ts).
 * GATSBY_CONTENT_READ_URL chooses another; empty, the service's own. */
const BENCH_READ_URL = process.env.GATSBY_CONTENT_READ_URL ?? `https://localhost:${SITE_PORT}`;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function npx(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync("npx", args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`npx ${args.join(" ")} failed`);
}

/** A clean build: the budget is for a full production build, not one from a warm cache. */
function timedBuild(): number {
  npx(["gatsby", "clean"]);
  const started = process.hrtime.bigint();
  npx(["gatsby", "build"], {
    ...process.env,
    GATSBY_CONTENT_API_URL: BENCH_API_URL,
    GATSBY_CONTENT_READ_URL: BENCH_READ_URL,
  });
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

/** Lighthouse on every page, `rounds` times, the pages interleaved so that a slow minute of the
 * machine falls on all of them alike. */
async function measure(
  pagesToMeasure: typeof PAGES,
  rounds: number,
  site: { origin: string; trustedKey?: string },
  chromePath: string,
) {
  const chrome = await launchChromium(chromePath, { trustedKey: site.trustedKey });
  const runs = new Map<string, PageRuns>(pagesToMeasure.map((page) => [page.url, { figures: [], failing: new Map() }]));
  const machine: MachineSample[] = [];
  try {
    for (const { round, page } of interleave(pagesToMeasure, rounds)) {
      const loadAverage = os.loadavg()[0];
      const lhr = await lighthouseRun(`${site.origin}${page.url}`, chrome.port);
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
  /** How the pages were served: "HTTPS with HTTP/2", or "plain HTTP/1.1" for a build that calls the
   * service over plain HTTP. */
  transport: string;
  /** Where the pages read the service's content: "site" (its own address, which hands the reads to
   * the service as the CDN does) or "service". */
  reads: "site" | "service";
  buildSeconds: number | null;
  noticeLevel: string | undefined;
  pages: PageSummary[];
  runs: Map<string, PageRuns>;
  machine: MachineSample[];
}

function printSummary({ rounds, transport, reads, buildSeconds, noticeLevel, pages, runs, machine }: Outcome) {
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
  console.log(`Served over ${transport}.`);
  console.log(
    reads === "site"
      ? "The pages read the service's content through the site's own address, as through the CDN."
      : "The pages read the service's content from the service's own address.",
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
function writeReport({ rounds, transport, reads, buildSeconds, pages, runs, machine }: Outcome, misses: string[]) {
  const date = new Date().toISOString();
  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `site-${date.replace(/[:.]/g, "-")}.json`);
  const report = {
    date,
    rounds,
    transport,
    reads,
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
  const built = builtForService();
  if (!built) throw new Error("There is no build in public/ to measure: run the bench without --skip-build.");
  const publicDir = path.resolve("public");
  const build = new Map<string, BuildFigures>(
    pagesToMeasure.map((page) => [
      page.url,
      { jsKb: firstLoadJsBytes(publicDir, page.url) / 1024, cssKb: inlineCssBytes(publicDir, page.url) / 1024 },
    ]),
  );
  const noticeLevel = option("--notice");
  const servers = await startServers({
    apiUrl: new URL(built.apiUrl),
    readUrl: new URL(built.readUrl),
    sitePort: SITE_PORT,
    noticeLevel,
  });
  let measured: Awaited<ReturnType<typeof measure>>;
  try {
    measured = await measure(
      pagesToMeasure,
      rounds,
      { origin: servers.siteOrigin, trustedKey: servers.trustedKey },
      process.env.CHROME_PATH || "/usr/bin/chromium",
    );
  } finally {
    await servers.stop();
  }
  const pages: PageSummary[] = pagesToMeasure.map((page) => ({
    ...page,
    runs: spreadsOf(measured.runs.get(page.url)!.figures, Object.keys(RUN_FIGURES) as RunFigure[]),
    build: build.get(page.url)!,
  }));
  const misses = budgetMisses(buildSeconds, pages);
  const transport = servers.tls ? "HTTPS with HTTP/2" : "plain HTTP/1.1";
  const reads = servers.readsThroughSite ? ("site" as const) : ("service" as const);
  const outcome = { rounds, transport, reads, buildSeconds, noticeLevel, pages, ...measured };
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

import { execFile } from "child_process";
import { promisify } from "util";
import * as chromeLauncher from "chrome-launcher";
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { RouteResult } from "./budgets";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Lighthouse runs from its own command line, in plain Node: under tsx its page functions would
 * carry esbuild's name helpers into the browser, where they do not exist. */
const LIGHTHOUSE_CLI = require.resolve("lighthouse/cli/index.js");
const run = promisify(execFile);

async function lighthouse(url: string, port: number): Promise<Result> {
  const { stdout } = await run(
    process.execPath,
    [LIGHTHOUSE_CLI, url, `--port=${port}`, "--output=json", "--output-path=stdout", "--quiet", `--only-categories=${CATEGORIES.join(",")}`],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Result;
}


const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The scored audits a page failed outside performance (whose metrics the table shows), so that a
 * missed budget says what to fix. */
function failingAudits(lhr: Result): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** A headless system Chromium that Lighthouse drives; one for all runs, each run in a fresh tab
 * with storage cleared (Lighthouse's default). */
export async function launchChromium(chromePath: string) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
  });
}

/** Lighthouse's default configuration is the mobile preset: a mid-range phone on slow 4G, with
 * simulated throttling. Runs it `runs` times and reports the median run, as Lighthouse picks it. */
export async function measure(url: string, port: number, runs: number): Promise<Omit<RouteResult, "template" | "url" | "jsKb">> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await lighthouse(url, port);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    results.push(lhr);
  }
  const median = computeMedianRun(results);
  return {
    performance: score(median, "performance"),
    accessibility: score(median, "accessibility"),
    bestPractices: score(median, "best-practices"),
    seo: score(median, "seo"),
    lcpMs: metric(median, "largest-contentful-paint"),
    cls: metric(median, "cumulative-layout-shift"),
    tbtMs: metric(median, "total-blocking-time"),
    failingAudits: failingAudits(median),
  };
}

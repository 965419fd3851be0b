/**
 * `npm test`: type-check, lint, the site's Jest suite and the content service's (with its desk's,
 * content-service/jest.config.js) and the list of what the Mandatory Public Disclosure lacks side by
 * side, then the service's files whose subject is the database (ON_POSTGRES in
 * content-service/jest.config.js) again on a throw-away PostgreSQL cluster
 * (content-service/scripts/withPostgres.mjs), beside the production builds (site and desk) when
 * out of date and then the Nu HTML Checker over every built page, the build served by Cloudflare's
 * own emulator (every page's headers, policy, links and caching) and the README's serving commands;
 * then the browser tests beside the README's development commands, started and driven in Chromium. The content check
 * and the workflow linter, which the pull request's check runs too (.github/workflows/check.yml),
 * run with the type-check. Every stage runs even when an earlier one fails; each prints how long it
 * took, and the last line sums them all: `tests: N passed, N failed` (a failed type-check or lint
 * counts as one failed test, each page the HTML checker finds an error in as one).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeskBuild } from "./lib/buildDesk.mjs";
import { browserTests } from "./lib/browserTests.mjs";
import { checkBuiltPages } from "./lib/htmlCheck.mjs";
import { commandTests } from "./lib/commandTests.mjs";
import { cdnTests } from "./lib/cdnTests.mjs";
import { runQuietly } from "./lib/run.mjs";
import { jestFailures, outputTail, playwrightFailures } from "./lib/failedTests.mjs";

mkdirSync("test-results", { recursive: true });
const started = Date.now();

// Every stage's temporary files (data folders, builds, PostgreSQL clusters, browsers' profiles: tens
// of thousands of folders and gigabytes a run) go into one folder of this run, removed at its end:
// left in the system's, they filled a machine's disk over repeated runs until a run failed for want of
// space. Jest's cache of transformed files stays where later runs find it.
const systemTmp = os.tmpdir();
const runTmp = mkdtempSync(path.join(systemTmp, "school-test-run-"));
// Open to every account as the system's is: PostgreSQL's server runs as its own (postgresCluster.mjs).
chmodSync(runTmp, 0o1777);
process.env.TMPDIR = runTmp;
const removeRunTmp = () => rmSync(runTmp, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    removeRunTmp();
    process.exit(1);
  });
const JEST_CACHE = `--cacheDirectory=${path.join(systemTmp, "jest-school")}`;
const results = [];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Runs one stage, which resolves to its counts; a stage that throws counts as one failure. */
async function stage(name, body) {
  const since = Date.now();
  let counts;
  try {
    counts = await body();
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    counts = { passed: 0, failed: 1, failures: [error.message] };
  }
  const result = { name, failures: [], ...counts, seconds: seconds(since) };
  results.push(result);
  const outcome = result.passed + result.failed ? `${result.passed} passed, ${result.failed} failed` : "done";
  console.log(`== ${name}: ${outcome} in ${result.seconds} s\n`);
  return result;
}

/** A command whose exit code is its one result; its output is printed in one piece when it ends. */
const check = (name, command, args) =>
  stage(name, async () => {
    const { code, output } = await runQuietly(command, args);
    console.log(`\n== ${name}\n${output.trimEnd()}`);
    return code === 0
      ? { passed: 1, failed: 0 }
      : { passed: 0, failed: 1, failures: [`exit code ${code}; its output ended:\n${outputTail(output).join("\n")}`] };
  });

/** A Jest run whose JSON report gives its counts. */
const jestRun = (name, args, env = {}, [command, ...prefix] = ["npx"]) =>
  stage(name, async () => {
    const report = `test-results/${name.replace(/\W+/g, "-").toLowerCase()}.json`;
    rmSync(report, { force: true });
    const jestArgs = ["jest", ...args, JEST_CACHE, "--json", `--outputFile=${report}`];
    const { code, output } = await runQuietly(command, [...prefix, ...jestArgs], { env });
    console.log(`\n== ${name}\n${output.trimEnd()}`);
    const json = readJson(report);
    if (!json)
      return {
        passed: 0,
        failed: code === 0 ? 0 : 1,
        failures: [`no report, exit code ${code}; its output ended:\n${outputTail(output).join("\n")}`],
      };
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
      failures: jestFailures(json),
    };
  });

/** The content service's package has its Jest configuration (and tests) of its own. */
const SERVICE_JEST = ["--config", "content-service/jest.config.js"];

const siteJest = () => jestRun("Jest (site)", []);
// A worker per core: the service's files wait on their servers, timers and child processes much of
// the time (one worker used 184 s of processor time in a 359 s run; two workers took 297 s).
const serviceJest = () => jestRun("Jest (service)", [...SERVICE_JEST, "--maxWorkers=100%"]);

/** What the Mandatory Public Disclosure lacks (scripts/disclosure.ts), listed as the build warns of
 * it; a list is no failure, data files that cannot be read are one. */
const disclosure = () =>
  stage("disclosure", async () => {
    const { code, output } = await runQuietly("npx", ["tsx", "scripts/disclosure.ts"]);
    console.log(`\n== Mandatory Public Disclosure: what it lacks\n${output.trimEnd()}`);
    return { passed: 0, failed: code === 0 ? 0 : 1 };
  });

/** The content service's files whose subject is the database (the config's ON_POSTGRES picks them
 * when TEST_POSTGRES_URL is set) once more, on a throw-away PostgreSQL cluster of its own. */
// Two workers: each file has a database of its own on the cluster, and one worker left the second
// core idle once the build was done.
const jestOnPostgres = () =>
  jestRun("Jest (PostgreSQL)", [...SERVICE_JEST, "--selectProjects", "service", "--maxWorkers=2"], {}, [
    "node",
    "content-service/scripts/withPostgres.mjs",
    "npx",
  ]);

console.log("== type-check, lint, the content check, the workflows, the two Jest suites and the disclosure's list");
await Promise.all([
  check("type-check", "npm", ["run", "--silent", "typecheck"]),
  check("lint", "npm", ["run", "--silent", "lint"]),
  check("content check", "npm", ["run", "--silent", "check:content"]),
  check("workflows", "npm", ["run", "--silent", "lint:workflows"]),
  siteJest(),
  serviceJest(),
  disclosure(),
]);

/** A Playwright run whose JSON report (`report`) gives its counts; a run that wrote none counts as
 * one failure unless it exited 0. */
const playwrightStage = (name, report, runTests) =>
  stage(name, async () => {
    rmSync(report, { force: true });
    const code = await runTests();
    const json = existsSync(report) ? readJson(report) : null;
    if (!json?.stats) return { passed: 0, failed: code === 0 ? 0 : 1, failures: [`no report, exit code ${code}`] };
    return {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + (json.errors?.length ?? 0),
      failures: playwrightFailures(json),
    };
  });

/** One part of the README's commands' tests (playwright.commands.config.ts's projects). */
const commandsStage = (name, project, quiet = false) => {
  const report = `test-results/commands-${project}.json`;
  return playwrightStage(name, report, () => commandTests(["--project", project], { report, quiet }));
};

/** What needs the build but none of the browser tests' ports: the Nu HTML Checker, the CDN's
 * emulator, and the README's serving commands (npm start, npm run serve, the service alone, npm run
 * bench), whose port 4000 the browser tests' service holds later. */
async function afterTheBuild() {
  console.log("== HTML check (Nu HTML Checker)");
  await stage("HTML check", checkBuiltPages);
  console.log("== The CDN's own rules (Cloudflare's emulator, wrangler pages dev)");
  await playwrightStage("CDN", "test-results/cdn.json", cdnTests);
  console.log("== The README's serving commands (npm start, npm run serve, the service alone, npm run bench)");
  await commandsStage("commands (serve)", "serving");
}

// Side by side: Jest on PostgreSQL waits on its server much of the time. The build, and then what
// needs it, take the processor time it leaves (on two cores it ran about 100 s alone after the
// build, at half the machine).
console.log("== The content service's database files on PostgreSQL, beside the production build and what needs it");
let built = false;
await Promise.all([
  jestOnPostgres(),
  (async () => {
    const build = await stage("build", async () => {
      await ensureBuild();
      await ensureDeskBuild();
      return { passed: 0, failed: 0 };
    });
    built = build.failed === 0;
    if (built) await afterTheBuild();
  })(),
]);

if (built) {
  // Side by side: npm run develop and npm run cms hold none of the browser tests' ports, and the
  // browser tests leave about a quarter of the two cores idle.
  console.log("== Browser tests, beside the README's development commands (npm run develop, npm run cms)");
  await Promise.all([
    playwrightStage("browser tests", "test-results/e2e.json", browserTests),
    commandsStage("commands (develop)", "development", true),
  ]);
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log("\nStage durations:");
for (const result of results)
  console.log(
    `  ${result.name.padEnd(18)} ${result.seconds.padStart(7)} s   ${result.passed} passed, ${result.failed} failed`,
  );
console.log(`  ${"total".padEnd(18)} ${seconds(started).padStart(7)} s`);
// Named here, at the end, because a run's record may keep only its last lines.
const failures = results.flatMap((result) => result.failures.map((failure) => `  ${result.name}: ${failure}`));
if (failures.length) console.log(`\nWhat failed:\n${failures.slice(0, 40).join("\n")}`);
removeRunTmp();
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/**
 * `npm test`: type-check, lint, Jest (unit, component, content service), then the browser tests.
 * Every step runs even when an earlier one fails, and the last line sums them all:
 * `tests: N passed, N failed` (a failed type-check or lint counts as one failed test).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "fs";
import { run } from "./lib/run.mjs";

mkdirSync("test-results", { recursive: true });
let passed = 0;
let failed = 0;

async function check(name, command, args) {
  console.log(`\n== ${name}`);
  const code = await run(command, args, { allowFailure: true });
  if (code === 0) passed += 1;
  else failed += 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

await check("type-check", "npm", ["run", "--silent", "typecheck"]);
await check("lint", "npx", ["eslint", "."]);

console.log("\n== Jest");
rmSync("test-results/jest.json", { force: true });
const jestCode = await run("npx", ["jest", "--json", "--outputFile=test-results/jest.json"], { allowFailure: true });
const jest = readJson("test-results/jest.json");
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else if (jestCode !== 0) {
  failed += 1;
}

console.log("\n== Browser tests");
rmSync("test-results/e2e.json", { force: true });
const e2eCode = await run("node", ["scripts/e2e.mjs"], { allowFailure: true });
const e2e = existsSync("test-results/e2e.json") ? readJson("test-results/e2e.json") : null;
if (e2e?.stats) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
} else if (e2eCode !== 0) {
  failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

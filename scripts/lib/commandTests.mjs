/** Runs the tests of the README's long-running commands (npm start, npm run develop, npm run cms;
 * playwright.commands.config.ts) with the system Chromium, writing the JSON report to `report`.
 * `quiet` keeps the output until the run ends, for a run beside another. Resolves to Playwright's
 * exit code. */
import { chromiumEnv } from "./chromium.mjs";
import { run, runQuietly } from "./run.mjs";

export async function commandTests(args = [], { report = "test-results/commands.json", quiet = false } = {}) {
  const env = { ...(await chromiumEnv()), COMMANDS_REPORT: report };
  const command = ["npx", ["playwright", "test", "--config", "playwright.commands.config.ts", ...args]];
  if (!quiet) return run(...command, { env, allowFailure: true });
  const { code, output } = await runQuietly(...command, { env });
  console.log(`\n== The README's commands ${args.join(" ")}\n${output.trimEnd()}`);
  return code;
}

/** Runs the tests of the README's long-running commands (npm start, npm run develop, npm run cms;
 * playwright.commands.config.ts) with the system Chromium. Resolves to Playwright's exit code. */
import { chromiumEnv } from "./chromium.mjs";
import { run } from "./run.mjs";

export async function commandTests(args = []) {
  const browsers = await chromiumEnv();
  return run("npx", ["playwright", "test", "--config", "playwright.commands.config.ts", ...args], {
    env: browsers,
    allowFailure: true,
  });
}

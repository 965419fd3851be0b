/** Runs the tests of the README's long-running commands (npm start, npm run develop, npm run cms;
 * playwright.commands.config.ts) with the system Chromium. Resolves to Playwright's exit code. */
import { ensureChromium } from "./chromium.mjs";
import { run } from "./run.mjs";

export async function commandTests(args = []) {
  const chrome = await ensureChromium();
  return run("npx", ["playwright", "test", "--config", "playwright.commands.config.ts", ...args], {
    env: { CHROME_PATH: chrome },
    allowFailure: true,
  });
}

/** `npm run test:e2e`: finds (or installs) Chromium, builds the site and the desk when needed, runs Playwright
 * (which starts the site server and the content service on a fresh data folder). */
import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeskBuild } from "./lib/buildDesk.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { run } from "./lib/run.mjs";

try {
  const chrome = await ensureChromium();
  await ensureBuild();
  await ensureDeskBuild();
  const code = await run("npx", ["playwright", "test", ...process.argv.slice(2)], {
    env: { CHROME_PATH: chrome, E2E_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "school-e2e-")) },
    allowFailure: true,
  });
  process.exit(code);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** `npm run test:e2e`: finds (or installs) Chromium, builds the site when needed, runs Playwright. */
import { ensureBuild } from "./lib/build.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { run } from "./lib/run.mjs";

try {
  const chrome = await ensureChromium();
  await ensureBuild();
  const code = await run("npx", ["playwright", "test", ...process.argv.slice(2)], {
    env: { CHROME_PATH: chrome },
    allowFailure: true,
  });
  process.exit(code);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

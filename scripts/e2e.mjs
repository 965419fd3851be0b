/** `npm run test:e2e`: builds the site and the content desk when needed, then runs the browser tests
 * (Playwright starts the site server and the content service on a fresh data folder). */
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeskBuild } from "./lib/buildDesk.mjs";
import { browserTests } from "./lib/browserTests.mjs";

try {
  await ensureBuild();
  await ensureDeskBuild();
  process.exit(await browserTests(process.argv.slice(2)));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** `npm run test:e2e`: builds the site when needed, then runs the browser tests (Playwright starts
 * the site server and the content service on a fresh data folder). */
import { ensureBuild } from "./lib/build.mjs";
import { browserTests } from "./lib/browserTests.mjs";

try {
  await ensureBuild();
  process.exit(await browserTests(process.argv.slice(2)));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

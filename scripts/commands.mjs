/** `npm run test:commands`: starts npm start, npm run develop and npm run cms as a developer would
 * and drives them in Chromium (builds first when needed: npm start serves the build). */
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeskBuild } from "./lib/buildDesk.mjs";
import { commandTests } from "./lib/commandTests.mjs";

try {
  await ensureBuild();
  await ensureDeskBuild();
  process.exit(await commandTests(process.argv.slice(2)));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** `npm run test:cdn`: the production build (built first when needed) served by Cloudflare's own
 * emulator, `wrangler pages dev`, as Cloudflare Pages would serve it, and driven in Chromium: every
 * page's headers, policy, links and caching (e2e/cdn/). */
import { ensureBuild } from "./lib/build.mjs";
import { cdnTests } from "./lib/cdnTests.mjs";

try {
  await ensureBuild();
  process.exit(await cdnTests(process.argv.slice(2)));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** Runs the tests of the CDN's own rules (playwright.cdn.config.ts) with the system Chromium against
 * Cloudflare's emulator serving public/, its Functions passing reads to a stand-in for the content
 * service. Resolves to Playwright's exit code. */
import { startCdnEmulator } from "./cdnEmulator.mjs";
import { startEchoService } from "./echoService.mjs";
import { chromiumEnv } from "./chromium.mjs";
import { run } from "./run.mjs";

export async function cdnTests(args = []) {
  const browsers = await chromiumEnv();
  const service = await startEchoService();
  const cdn = await startCdnEmulator(undefined, { serviceOrigin: service.url }).catch(async (error) => {
    await service.stop();
    throw error;
  });
  // The emulator has a process group of its own, which an interrupted run must end too.
  const interrupted = () => Promise.all([cdn.stop(), service.stop()]).then(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    return await run("npx", ["playwright", "test", "--config", "playwright.cdn.config.ts", ...args], {
      env: { ...browsers, CDN_URL: cdn.url },
      allowFailure: true,
    });
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await cdn.stop();
    await service.stop();
  }
}

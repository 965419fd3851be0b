import { execFile } from "child_process";
import path from "path";
import { promisify } from "util";
import * as chromeLauncher from "chrome-launcher";
import type { Result } from "lighthouse";

const RUNNER = path.join(__dirname, "runLighthouse.mjs");
const run = promisify(execFile);

/** A headless system Chromium that Lighthouse drives; one for all runs, each run in a fresh tab
 * with storage and cache cleared (Lighthouse's default). Given `trustedKey` (certificate.ts's
 * publicKeyPin) it takes the bench's own self-signed certificate for localhost as valid. */
export async function launchChromium(chromePath: string, { trustedKey }: { trustedKey?: string } = {}) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      ...["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
      ...(trustedKey ? [`--ignore-certificate-errors-spki-list=${trustedKey}`] : []),
    ],
  });
}

/** Lighthouse sometimes loses a page's trace ("Please run Lighthouse again"): a run is tried this
 * many times before the bench gives up on the page. A page that truly fails fails every time. */
const ATTEMPTS = 3;

/** One Lighthouse run of a URL (mobile preset), or an error naming the URL and Lighthouse's reason. */
export async function lighthouseRun(url: string, chromePort: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const { stdout } = await run(process.execPath, [RUNNER, url, String(chromePort)], {
      maxBuffer: 256 * 1024 * 1024,
    });
    const lhr = JSON.parse(stdout) as Result;
    if (!lhr.runtimeError) return lhr;
    const reason = `Lighthouse could not load ${url}: ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(reason);
    console.log(`${reason} (attempt ${attempt} of ${ATTEMPTS}; running it again)`);
  }
}

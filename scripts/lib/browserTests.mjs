/** Runs Playwright against the production build in public/, with the system Chromium (found, or
 * installed when it may be) and a fresh data folder for the content service the tests start. */
import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import { chromiumEnv } from "./chromium.mjs";
import { run } from "./run.mjs";

/** Resolves to Playwright's exit code. */
export async function browserTests(args = []) {
  const browsers = await chromiumEnv();
  return run("npx", ["playwright", "test", ...args], {
    env: { ...browsers, E2E_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "school-e2e-")) },
    allowFailure: true,
  });
}

import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

/** The README's long-running commands (npm start, npm run develop, npm run cms), each started as a
 * developer starts it and driven in Chromium. They share ports 4000, 8000, 8081 and 9000, so they
 * run one at a time, after the browser tests have stopped their own servers. */
export default defineConfig({
  testDir: "e2e/commands",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 5 * 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/commands.json" }]],
  outputDir: "test-results/commands",
  // A page that never draws what is clicked fails in a minute, not at the test's ten.
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    actionTimeout: 60_000,
    launchOptions: base.use?.launchOptions,
  },
});

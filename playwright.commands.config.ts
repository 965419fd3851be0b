import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

const DEVELOPMENT = ["develop.spec.ts", "cms.spec.ts"];

/** The README's long-running commands, each started as a developer starts it and driven in Chromium,
 * one at a time. Two parts, which npm test runs apart (scripts/test.mjs): `development` (npm run
 * develop and npm run cms, on ports 8000 and 8081) beside the browser tests, which hold neither, and
 * `serving` (npm start, npm run serve, the service alone and the bench, on ports 4000, 9000 and 9200)
 * before the browser tests start their own service on 4000. COMMANDS_REPORT names the JSON
 * report of a run of one part. */
export default defineConfig({
  testDir: "e2e/commands",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 5 * 60_000,
  reporter: [["list"], ["json", { outputFile: process.env.COMMANDS_REPORT ?? "test-results/commands.json" }]],
  // A page that never draws what is clicked fails in a minute, not at the test's ten.
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    actionTimeout: 60_000,
    launchOptions: base.use?.launchOptions,
  },
  projects: [
    { name: "development", testMatch: DEVELOPMENT, outputDir: "test-results/commands-development" },
    { name: "serving", testIgnore: DEVELOPMENT, outputDir: "test-results/commands-serving" },
  ],
});

import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

/** The CDN's own rules: the production build as Cloudflare Pages serves it, in Cloudflare's emulator,
 * which scripts/cdn.mjs starts and names in CDN_URL. No content service runs: every page must load
 * without it, and nothing checked here needs it. One page load a page. */
export default defineConfig({
  testDir: "e2e/cdn",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/cdn.json" }]],
  outputDir: "test-results/cdn",
  use: {
    baseURL: process.env.CDN_URL,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: base.use?.launchOptions,
  },
});

import os from "os";
import path from "path";
import { defineConfig, devices } from "@playwright/test";
import { readSite } from "./src/lib/data/readDataFiles";

const port = Number(process.env.E2E_PORT ?? 9123);
/** The content service's data folder for this run; scripts/e2e.mjs makes a fresh one. */
export const serviceDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "school-e2e-data");

/** The fake GitHub the content service signs the editor in with (e2e/cms-sign-in.spec.ts starts it). */
/** The push service browser tests subscribe at: headless Chromium refuses push subscriptions and has
 * no network to reach Google's, so e2e/push.spec.ts hands the page subscriptions on this origin. */
export const TEST_PUSH_SERVICE = "https://push.e2e.example";

export const FAKE_GITHUB = { port: 4010, client: { id: "e2e-editor-app", secret: "e2e-editor-secret" } };

/** Full Chromium, for what its headless shell lacks: notifications, which the shell always denies,
 * so that the opt-in to urgent notices offers itself only in full Chromium. */
const fullChromium = process.env.CHROME_PATH || "/usr/bin/chromium";
/** Chromium's headless shell where the machine has it (scripts/lib/chromium.mjs finds both and sets
 * the variables): the same engine, and about half the processor time per page here. */
const headlessShell = process.env.CHROME_HEADLESS_SHELL || fullChromium;

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const IN_FULL_CHROMIUM = { launchOptions: { executablePath: fullChromium, args: CHROMIUM_ARGS } };

/** Browser tests drive the system's Chromium against the production build served as in production. */
export default defineConfig({
  testDir: "e2e",
  // The README's commands have their own run (playwright.commands.config.ts): they need the ports these servers hold.
  // The CDN's rules have theirs too (playwright.cdn.config.ts), against Cloudflare's emulator.
  testIgnore: ["commands/**", "cdn/**"],
  fullyParallel: true,
  workers: 2,
  // One retry, so that a test that fails once and passes again is reported as flaky (by name, in the
  // list and in test-results/e2e.json) rather than failing the run: e2e/loading.spec.ts's blog-cover
  // test has seen a 24 px icon move once in several runs under load, and its cause is still open.
  retries: 1,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Its own, which Playwright empties as it starts: the development commands' tests run beside these.
  outputDir: "test-results/e2e",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: headlessShell, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "site", testIgnore: ["commands/**", "cdn/**", "notices.spec.ts", "push.spec.ts"] },
    { name: "push", testMatch: "push.spec.ts", use: IN_FULL_CHROMIUM },
    // Urgent notices stand above every page: they are published only once every other test has run.
    { name: "notices", testMatch: "notices.spec.ts", dependencies: ["site", "push"], use: IN_FULL_CHROMIUM },
  ],
  webServer: [
    {
      command: "npx tsx scripts/serve.ts",
      // Loopback is the "proxy": a test may say it came over HTTPS (X-Forwarded-Proto).
      // CMS_LOCAL_BACKEND: the editor's tests save through decap-server (e2e/decapServer.ts).
      env: { PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "127.0.0.1", CMS_LOCAL_BACKEND: "1" },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The bundled content service on a fresh data folder (seeded on start), where the build expects it;
      // the desk's "View on the site" links lead to the site server above.
      command: "npx tsx content-service/src/main.ts",
      // Every test posts from one address; the limits themselves are tested in Jest and form-limits.spec.ts.
      env: {
        PORT: "4000",
        HOST: "127.0.0.1",
        DATA_DIR: serviceDataDir,
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        // The sample registration links and highlight name the site's admission session, as with `npm start`.
        ADMISSION_SESSION: readSite().admissionSession,
        LOG_LEVEL: "warn",
        RATE_LIMIT_CONTACT: "1000",
        RATE_LIMIT_CAREER: "1000",
        RATE_LIMIT_TC: "1000",
        CMS_GITHUB_CLIENT_ID: FAKE_GITHUB.client.id,
        CMS_GITHUB_CLIENT_SECRET: FAKE_GITHUB.client.secret,
        CMS_GITHUB_URL: `http://127.0.0.1:${FAKE_GITHUB.port}`,
        // The push service e2e/push.spec.ts subscribes at (Chromium here has none it can reach).
        PUSH_ENDPOINT_ORIGINS: TEST_PUSH_SERVICE,
      },
      url: "http://127.0.0.1:4000/health",
      // Always a fresh service: the tests read its data folder (stop `npm start` before `npm test`).
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});

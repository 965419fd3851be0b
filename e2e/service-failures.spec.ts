import { expect, test, type Page } from "@playwright/test";
import { API_ORIGIN, breakService, type Breakage } from "./serviceStubs";
import { PAGES as BENCH_PAGES } from "../bench/pages";
import { SERVICE_PAGES as PAGES } from "./servicePages";

/** Every page shows its own content and fallback with the service down. How the service fails
 * matters only to the client, and its failure path is one for every page (src/client/http.ts, then
 * useRemoteList and useRemoteItem hand the page the same failure whatever the cause): each other way
 * of failing is proven on one page of each template that reads the service. That is the bench's page
 * of the template (bench/pages.ts) where it reads the service; a Markdown page reads it only through
 * a block, so the content template's is the page with the registration links. */
const ONE_A_TEMPLATE = PAGES.filter(
  ({ route }) => BENCH_PAGES.some(({ url }) => url === route) || route === "/online-application-process",
);
const BREAKAGES: { how: Breakage; pages: typeof PAGES }[] = [
  { how: "down", pages: PAGES },
  ...(["500", "html", "closed", "slow"] as const).map((how) => ({ how, pages: ONE_A_TEMPLATE })),
];

/** What the client logs when a call fails (useRemoteList, useRemoteItem): the failure path ran. */
const gaveUp = (page: Page) =>
  page.waitForEvent("console", {
    predicate: (message) => message.type() === "warning" && message.text().startsWith("Could not load"),
  });

/** Counts the page's own calls to the content service (a preload the browser makes is not one), so
 * that a test knows the client's time limit has started: the client sets it as it calls fetch. */
async function countServiceCalls(page: Page): Promise<void> {
  await page.addInitScript((origin) => {
    const w = window as unknown as { __serviceCalls: number; fetch: typeof fetch };
    const original = w.fetch.bind(w);
    w.__serviceCalls = 0;
    w.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).startsWith(origin)) w.__serviceCalls += 1;
      return original(input, init);
    };
  }, API_ORIGIN);
}

const serviceCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __serviceCalls: number }).__serviceCalls);

/** Moves the page's clock on a second at a time until the client gives up on an answer that comes
 * too late: its timeout (REQUEST_TIMEOUT_MS) runs on that clock. */
async function outwaitTheClient(page: Page, failed: Promise<unknown>): Promise<void> {
  let done = false;
  failed.then(() => (done = true)).catch(() => undefined);
  await expect
    .poll(
      async () => {
        if (!done) await page.clock.fastForward(1_000);
        return done;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

// A held-back answer may still be on its way from the service when the test ends (the slow stub
// fetches the real one first); it no longer concerns the page.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

for (const { how, pages } of BREAKAGES) {
  test.describe(`with the content service ${how === "slow" ? "answering after the client's timeout" : how}`, () => {
    for (const { route, staticText, emptyState } of pages) {
      test(`${route} keeps its content and shows ${emptyState ? `"${emptyState}"` : "no empty section"}`, async ({
        page,
      }) => {
        const uncaught: string[] = [];
        page.on("pageerror", (error) => uncaught.push(error.message));
        if (how === "slow") {
          await page.clock.install();
          await countServiceCalls(page);
        }
        await breakService(page, how);
        const failed = gaveUp(page);
        await page.goto(route);
        if (how === "slow") {
          // The page has hydrated and asked the service: only now does moving the clock on time out
          // the client's own request rather than racing the page's start.
          await expect.poll(() => serviceCalls(page), { timeout: 20_000 }).toBeGreaterThan(0);
          await outwaitTheClient(page, failed);
        }
        await failed;

        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("main").getByText(staticText).first()).toBeVisible();
        if (emptyState) await expect(page.getByText(emptyState).first()).toBeAttached();
        else await expect(page.getByRole("list", { name: "Online registration" })).toHaveCount(0);
        await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
        expect(uncaught).toEqual([]);
      });
    }
  });
}

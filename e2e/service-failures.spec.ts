import { expect, test, type Page } from "@playwright/test";
import { API_ORIGIN, breakService, type Breakage } from "./serviceStubs";

/** Every page that reads the content service (the home page has its own tests in
 * home-resilience.spec.ts): a piece of its pre-rendered content, and what it shows
 * in place of the service's data (null: the data's section is simply left out). */
const PAGES: { route: string; staticText: string; emptyState: string | null }[] = [
  { route: "/news", staticText: "Select Month", emptyState: "No data available for the selected filters." },
  { route: "/events", staticText: "Select Month", emptyState: "No data available for the selected filters." },
  {
    route: "/gallery",
    staticText: "Quick links",
    emptyState: "No photo galleries to show at the moment. Please look again soon.",
  },
  {
    route: "/photo-categories?id=gallery_1",
    staticText: "Back to the gallery",
    emptyState: "This gallery has no photos to show.",
  },
  { route: "/blog-post", staticText: "Quick links", emptyState: "No blogs found." },
  {
    route: "/blog-inner?id=blog_1",
    staticText: "All blog posts",
    emptyState: "Failed to load the blog. Please try again later.",
  },
  { route: "/recent-activities", staticText: "Select Year", emptyState: "Photo Title" },
  {
    route: "/sub-recent-activities?id=gallery_7",
    staticText: "Back to Recent Activities",
    emptyState: "Not Available",
  },
  { route: "/sports-corner", staticText: "— The Director", emptyState: "Photo Title" },
  { route: "/sub-sports-corner?id=gallery_13", staticText: "Back to Sports Corner", emptyState: "Not Available" },
  { route: "/xii-topper", staticText: "Session", emptyState: "No toppers found." },
  { route: "/x-topper", staticText: "Session", emptyState: "No toppers found." },
  { route: "/school-calendar", staticText: "days with events are marked", emptyState: "No events this month." },
  {
    route: "/careercounseling",
    staticText: "career counselling cell",
    emptyState: "No notices at the moment. Please check again soon.",
  },
  { route: "/online-application-process", staticText: "Before you start", emptyState: null },
];

const BREAKAGES: Breakage[] = ["down", "500", "html", "closed", "slow"];

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

for (const how of BREAKAGES) {
  test.describe(`with the content service ${how === "slow" ? "answering after the client's timeout" : how}`, () => {
    for (const { route, staticText, emptyState } of PAGES) {
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

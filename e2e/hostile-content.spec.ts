import { expect, test } from "@playwright/test";
import { HOSTILE_ID, startHostileService } from "./hostileService";

/** Every page that shows content-service data, and an item of the hostile content it must show. */
const PAGES: [route: string, marker: string][] = [
  ["/", "Hostile highlight 0"],
  ["/news", "Hostile news 0"],
  ["/news-details?id=news_h1", "News text 1"],
  ["/news-details?id=news_bad_fields", "Hostile fields news"],
  ["/events", "Hostile event 0"],
  ["/gallery", "Hostile PhotoGallery 0"],
  ["/photo-categories?id=PhotoGallery_h1", "Hostile PhotoGallery 1"],
  [`/photo-categories?id=${encodeURIComponent(HOSTILE_ID)}`, "Hostile id gallery"],
  ["/blog-post", "Hostile blog 0"],
  ["/blog-inner?id=blog_h1", "Blog text 1"],
  [`/blog-inner?id=${encodeURIComponent(HOSTILE_ID)}`, "Hostile id blog"],
  ["/recent-activities", "Hostile RecentActivities 0"],
  ["/sub-recent-activities?id=RecentActivities_h2", "Hostile RecentActivities 2"],
  ["/sports-corner", "Hostile SportsCorner 0"],
  ["/sub-sports-corner?id=SportsCorner_h3", "Hostile SportsCorner 3"],
  ["/xii-topper", "Hostile topper XII 0"],
  ["/x-topper", "Hostile topper X 0"],
  ["/school-calendar", "Hostile calendar"],
  ["/careercounseling", "Hostile notice 0"],
  ["/online-application-process", "Hostile registration 0"],
];

let service: Awaited<ReturnType<typeof startHostileService>>;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  service = await startHostileService(new URL(baseURL ?? "http://127.0.0.1:9123").origin);
});
// An answer the page asked for late (its urgent notices) may still be on its way when a test ends.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));
test.afterAll(async () => service?.close());

// The policy would stop inline handlers anyway: without it, these tests prove the pages' own escaping
// and sanitising stop every vector, the way a browser without CSP support would meet them.
test.use({ bypassCSP: true });

for (const [route, marker] of PAGES) {
  test(`${route} shows hostile content as text and runs none of it`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("dialog", (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __xssRan: number[]; __xss: (n: number) => void };
      w.__xssRan = [];
      w.__xss = (n) => w.__xssRan.push(n);
    });
    await service.routeThrough(page);
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(marker).first()).toBeAttached();
    await page.waitForLoadState("networkidle");

    // Give event-handler vectors their triggers: pointer over every item, focus through the page.
    const main = page.getByRole("main");
    const box = await main.boundingBox();
    if (box) {
      for (let y = box.y; y < box.y + Math.min(box.height, 3000); y += 60)
        await page.mouse.move(box.x + box.width / 2, y);
    }
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    // Handlers run as the events are dispatched; two frames later React has also rendered whatever
    // they changed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const injected = await page.evaluate(() => {
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll("*"))) {
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
          if (
            /^(href|src|action|formaction|data|xlink:href)$/i.test(attr.name) &&
            /^\s*(javascript|data:text)/i.test(attr.value)
          ) {
            found.push(`${el.tagName} ${attr.name}=${attr.value}`);
          }
        }
      }
      const main = document.querySelector("main");
      // The site's own icons are the only SVG it draws, and its filter bars the only forms.
      for (const tag of [
        "script",
        "iframe",
        "object",
        "embed",
        "base",
        "meta",
        "svg:not(.icon)",
        "math",
        "template",
        "xss",
        "marquee",
      ]) {
        main?.querySelectorAll(tag).forEach((el) => found.push(`<${el.tagName.toLowerCase()}> in main`));
      }
      return found;
    });
    const ran = await page.evaluate(() => (window as unknown as { __xssRan: number[] }).__xssRan);
    expect({ ran, injected, problems }).toEqual({ ran: [], injected: [], problems: [] });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

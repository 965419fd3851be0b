import { expect, test, type Page } from "@playwright/test";
import { expectFirstContentOnFirstScreen, FIRST_CONTENT } from "./firstScreen";
import { scrollToEnd, smallTargets, underFloatingButtons } from "./phoneLayout";

// A parent's phone (issue 30): the pages of the live content service, as they arrive.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const PAGES = ["/", "/school-calendar", "/xii-topper", "/contact-us", "/fee-iii-viii", "/news-details?id=news_1"];

/** Opens a page and waits until what it asks of the content service has arrived. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
}

for (const route of PAGES) {
  test(`${route}: at the page's end nothing is under the call and chat buttons, and every link and button is a target of 24 × 24 px`, async ({
    page,
  }) => {
    await open(page, route);
    expect(await smallTargets(page, 24)).toEqual([]);
    await scrollToEnd(page);
    expect(await underFloatingButtons(page)).toEqual([]);
  });
}

test("call, chat, menu, search and a form's submit button are targets of 44 × 44 px", async ({ page }) => {
  await open(page, "/contact-us");
  const primary = [
    page.getByRole("link", { name: "Call the school office" }),
    page.getByRole("link", { name: /Chat with the school on WhatsApp/ }),
    page.getByRole("button", { name: "Menu", exact: true }),
    page.getByRole("button", { name: "Search the site" }),
    page.getByRole("main").getByRole("button", { name: "Submit" }),
  ];
  for (const target of primary) {
    const box = await target.boundingBox();
    expect(box, String(target)).not.toBeNull();
    expect(Math.min(box!.width, box!.height), String(target)).toBeGreaterThanOrEqual(44);
  }
});

test("the open menu covers the call and chat bar, and its own links, with the top bar's, are targets of 24 × 24 px", async ({
  page,
}) => {
  await open(page, "/fee-iii-viii");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.locator("#main-menu");
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Fee Structure pages" }).click();
  await expect(drawer.getByRole("link", { name: "Pre-Nursery" })).toBeVisible();

  // The phone numbers, e-mail and links the compact header leaves out are at the drawer's end.
  const details = drawer.getByRole("list", { name: "Quick access" });
  await details.getByRole("link", { name: "Mandatory Public Disclosure" }).scrollIntoViewIfNeeded();
  await expect(details.getByRole("link", { name: "Mandatory Public Disclosure" })).toBeVisible();
  await expect(drawer.getByRole("list", { name: "Contact" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^tel:/,
  );
  expect(await smallTargets(page, 24, "#main-menu")).toEqual([]);
  expect(await smallTargets(page, 44, ".menu__drawer-head")).toEqual([]);

  // Where the bar would be, a tap lands in the drawer or on its backdrop, never on the bar.
  const bar = await page.locator(".floating").boundingBox();
  for (const x of [20, 187, 355]) {
    const hit = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest(".floating, #main-menu, .menu__backdrop")?.className,
      [x, bar!.y + bar!.height / 2],
    );
    expect(hit, `x ${x}`).toMatch(/menu__panel|menu__backdrop/);
  }
});

for (const { route, first } of [...FIRST_CONTENT, { route: "/our-library", first: ".page-content .prose > p" }])
  test(`${route}: its first content (${first}) starts on the first screen, above the call and chat bar`, async ({
    page,
  }) => {
    await page.goto(route);
    await expectFirstContentOnFirstScreen(page, route, first);
  });

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  for (const route of ["/school-calendar", "/fee-iii-viii"]) {
    test(`${route}: the round call and chat buttons stand beside the page, over nothing`, async ({ page }) => {
      await open(page, route);
      expect(await underFloatingButtons(page)).toEqual([]);
      await scrollToEnd(page);
      expect(await underFloatingButtons(page)).toEqual([]);
    });
  }
});

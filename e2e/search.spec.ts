import { expect, test, type Page } from "@playwright/test";
import { watchForErrors } from "./consoleErrors";
import { breakService } from "./serviceStubs";
import { axeViolations } from "./axe";

test.beforeEach(({ page }) => breakService(page, "empty"));
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

async function openSearch(page: Page) {
  await page.getByRole("button", { name: "Search the site" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What a parent types, and the page that must come first. */
const QUERIES: [string, string, string][] = [
  ["hostel fee", "/hostel-fee", "Hostel Fee"],
  ["TC", "/student-tc", "Student TC"],
  ["uniform", "/school-uniform", "School Uniform"],
  ["class 11 science", "/fee-xi-science", "Fees for Class XI Science"],
  ["public disclosure", "/mandatory-public-disclosure", "Mandatory Public Disclosure"],
];

for (const [query, path, title] of QUERIES) {
  test(`"${query}" finds ${path} first`, async ({ page }) => {
    await page.goto("/contact-us");
    const dialog = await openSearch(page);
    await dialog.getByLabel("Search for").fill(query);
    await expect(dialog.getByRole("status")).toHaveText(new RegExp(`found for “${query}”`));
    const first = dialog.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", path);
    await expect(first.getByRole("link")).toHaveText(title);
  });
}

test("a result shows its title, its section and an excerpt with the words marked; the keyboard reaches and opens it", async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Search the site" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const box = dialog.getByLabel("Search for");
  await expect(box).toBeFocused();
  await page.keyboard.type("hostel fee");
  const first = dialog.getByRole("listitem").first();
  await expect(first.getByRole("link")).toHaveText("Hostel Fee");
  await expect(first.locator(".search-result__section")).toHaveText("Fee Structure");
  await expect(first.locator("mark").first()).toHaveText(/hostel|fee/i);
  await page.screenshot({ path: "test-results/search-dialog-375.png" });
  expect(await axeViolations(page, { include: ".search-dialog" })).toEqual([]);
  await page.keyboard.press("ArrowDown");
  await expect(first.getByRole("link")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/hostel-fee$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hostel Fee" })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("Show more reaches the last result, 8 at a time, with the count read out and focus on the first result added", async ({
  page,
}) => {
  await page.goto("/contact-us");
  const dialog = await openSearch(page);
  await dialog.getByLabel("Search for").fill("hostel");
  const status = dialog.getByRole("status");
  await expect(status).toHaveText(/^\d+ pages found for “hostel”; the first 8 are shown\.$/);
  const total = Number(/^(\d+)/.exec((await status.textContent())!)![1]);
  expect(total).toBeGreaterThan(16);
  const results = dialog.getByRole("list", { name: "Search results" }).getByRole("listitem");
  await expect(results).toHaveCount(8);

  const more = dialog.getByRole("button", { name: /^Show \d+ more results?$/ });
  const box = (await more.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  for (let shown = 8; shown < total; shown += 8) {
    await expect(more).toHaveText(`Show ${Math.min(8, total - shown)} more result${total - shown === 1 ? "" : "s"}`);
    await more.click();
    await expect(results).toHaveCount(Math.min(shown + 8, total));
    await expect(results.nth(shown).getByRole("link")).toBeFocused();
  }
  await expect(status).toHaveText(`${total} pages found for “hostel”.`);
  await expect(more).toHaveCount(0);
  const last = results.last().getByRole("link");
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
});

test("Escape closes the dialog and gives focus back to the search button", async ({ page }) => {
  await page.goto("/about-us");
  const dialog = await openSearch(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Search the site" })).toBeFocused();
});

test("a query that matches nothing says so and offers the sitemap", async ({ page }) => {
  await page.goto("/about-us");
  const dialog = await openSearch(page);
  await dialog.getByLabel("Search for").fill("zzyzx");
  await expect(dialog.getByRole("status")).toHaveText(/^No page found for “zzyzx”\./);
  await expect(dialog.getByRole("link", { name: "Sitemap" })).toBeVisible();
});

test("search's code and index load only when the visitor opens search, all from the site itself", async ({
  page,
  baseURL,
}) => {
  // Nothing outside the site answers: search must need no other host (it works on the local build offline).
  await page.route(/^https?:\/\//, (route) =>
    route.request().url().startsWith(baseURL!) ? route.fallback() : route.abort(),
  );
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto("/our-library");
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
  const dialog = await openSearch(page);
  await dialog.getByLabel("Search for").fill("uniform");
  await expect(dialog.getByRole("listitem").first().getByRole("link")).toHaveText("School Uniform");
  expect(loaded).toContain("/pagefind/pagefind.js");
  expect(loaded.some((path) => path.endsWith(".pagefind"))).toBe(true);
});

test.describe("before the page's script has run", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box is a link to the site map, so a tap still leads somewhere", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("link", { name: "Search the site" })).toHaveAttribute("href", "/sitemap");
  });
});

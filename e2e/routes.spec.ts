import { readdirSync, readFileSync } from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { SITE_ROUTES } from "../__tests__/fixtures/routes";
import { readNavigation, readSite } from "../src/lib/data/readDataFiles";
import { itemPagePaths } from "../src/lib/navigation";
import { watchForErrors } from "./consoleErrors";
import { breakService } from "./serviceStubs";
import { axeViolations } from "./axe";

// These tests are about the frame; the content service answers with empty lists so that no page
// depends on it here (live content has its own tests).
test.beforeEach(({ page }) => breakService(page, "empty"));
// axe over a whole page takes most of the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const route of SITE_ROUTES) {
  test(`${route} opens in the frame with its heading and no accessibility violation`, async ({ page }) => {
    const errors = watchForErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    if (route !== "/") {
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
      await expect(crumbs.first()).toHaveText("Home");
    }
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    // Chromium's own PDF viewer inside a frame is not ours to check.
    expect(await axeViolations(page, { exclude: "iframe" })).toEqual([]);
  });
}

test("every route also answers with a trailing slash", async ({ request }) => {
  for (const route of SITE_ROUTES.filter((r) => r !== "/")) {
    const response = await request.get(`${route}/`);
    expect(response.status(), `${route}/`).toBe(200);
  }
});

test("/career in lowercase opens the Career page", async ({ page }) => {
  await page.goto("/career");
  await expect(page.getByRole("heading", { level: 1, name: "Career" })).toBeVisible();
});

test("an unknown address shows the 404 page in the frame", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See every page in the sitemap" })).toBeVisible();
});

/** The pages that show one item by its ?id= (navigation.yaml's itemPage), which no list links bare. */
const ITEM_PAGES = itemPagePaths(readNavigation());

/** Every page the build made, each named by its page data (public/page-data/…/page-data.json). */
function builtPagePaths(): string[] {
  const dir = path.resolve("public/page-data");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => (JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { path: string }).path);
}

test("the build writes sitemap.xml, listing every page it made, and robots.txt", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap:");
  const index = await request.get("/sitemap-index.xml");
  expect(index.status()).toBe(200);
  const sitemap = await request.get("/sitemap-0.xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/fee-xi-science-DPS</loc>");
  expect(xml).toContain("/hall-of-Fame</loc>");
  expect(xml).not.toContain("/404");
  // Pages that show one item need its ?id=; /career is the same page as /Career.
  const leftOut = [...ITEM_PAGES, "/career"];
  for (const bare of leftOut) {
    expect(xml).not.toContain(`${bare}</loc>`);
  }
  // Every other page, one the editor added too: the sitemap is made from the build's pages.
  const { siteUrl } = readSite();
  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc.slice(siteUrl.length) || "/");
  const made = builtPagePaths().filter((route) => !route.startsWith("/404") && !leftOut.includes(route));
  expect(made).toContain("/fee-9");
  expect(listed.sort()).toEqual(made.sort());
});

test("/sitemap lists every route grouped by section, but no bare link to a one-item page", async ({ page }) => {
  await page.goto("/sitemap");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Admission" })).toBeVisible();
  // navigation.test.ts names them; at least the news item's page is among them.
  expect(ITEM_PAGES).toContain("/news-details");
  for (const route of SITE_ROUTES) {
    await expect(main.locator(`.sitemap a[href="${route}"]`), route).toHaveCount(ITEM_PAGES.includes(route) ? 0 : 1);
  }
});

test("a section's side panel links the other sections, the career page and the blog", async ({ page }) => {
  await page.goto("/fee-9");
  const more = page.getByRole("navigation", { name: "More from the school" });
  for (const [name, href] of [
    ["About Us", "/about-us"],
    ["Admission", "/admission"],
    ["Career", "/career"],
    ["Blog", "/blog-post"],
  ]) {
    await expect(more.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await more.getByRole("link", { name: "Career", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Career" })).toBeVisible();
});

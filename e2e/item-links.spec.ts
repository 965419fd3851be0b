import { readdirSync, readFileSync, statSync } from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { readNavigation, readSite } from "../src/lib/data/readDataFiles";
import { itemPagePaths } from "../src/lib/navigation";
import { readToTheEnd } from "./readPage";
import { API_ORIGIN } from "./serviceStubs";

/** Pages that show one item chosen by ?id= and nothing without it (SPEC §4). */
const ITEM_PAGES = itemPagePaths(readNavigation());
/** The site's own public origin: the head's canonical address, og:url and structured data use it. */
const SITE_HOST = new URL(readSite().siteUrl).hostname;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** The addresses among some that lead to an item page of this site without an id. */
function bareItemLinks(hrefs: string[]): string[] {
  return hrefs.filter((href) => {
    const url = new URL(href, "http://site.invalid");
    const ours = url.hostname === "site.invalid" || url.hostname === SITE_HOST;
    return ours && ITEM_PAGES.includes(url.pathname.replace(/\/$/, "")) && !url.searchParams.get("id");
  });
}

/** Every address a page gives: links (href), head values such as canonical and og:url (content),
 * and the structured data's addresses ("item", "url"). */
function addressesIn(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|content)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  const jsonValues = [...html.matchAll(/"(?:item|url|@id)":"([^"]*)"/g)].map((m) => m[1]);
  return [...attributes, ...jsonValues].filter((value) => value.startsWith("/") || /^https?:\/\//.test(value));
}

test("no built page links or names an item page without its ?id=", () => {
  const files = htmlFiles(path.resolve("public"));
  expect(files.length).toBeGreaterThan(70);
  expect(ITEM_PAGES.length).toBe(5);
  const offenders = files.flatMap((file) => {
    return bareItemLinks(addressesIn(readFileSync(file, "utf8"))).map(
      (href) => `${path.relative("public", file)} → ${href}`,
    );
  });
  expect(offenders).toEqual([]);
});

for (const route of [
  "/",
  "/gallery",
  "/photo-categories?id=gallery_1",
  "/recent-activities",
  "/sub-recent-activities?id=gallery_7",
  "/sports-corner",
  "/sub-sports-corner?id=gallery_13",
  "/blog-post",
  "/blog-inner?id=blog_1",
  "/news",
  "/news-details?id=news_1",
]) {
  test(`${route} links every item page with its id once its data has come`, async ({ page }) => {
    await page.goto(route);
    // The home page's sections below the first screen load as they come into view.
    if (route === "/") await readToTheEnd(page);
    await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(bareItemLinks(hrefs)).toEqual([]);
  });
}

test.describe("a news item's own page, on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
  /** The seed's first news item: this year's, with a PDF, among the home page's latest news. */
  const TITLE = "Annual Sports Meet concludes";

  /** What a parent sees of the item once it has come: the way back up, its date, text and PDF. */
  async function expectTheItem(page: Page) {
    await expect(page).toHaveURL(/\/news-details\?id=news_1$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "News",
      TITLE,
    ]);
    await expect(main.locator("article time")).toHaveText(/^\d\d [A-Z]+ \d{4}$/);
    await expect(main.getByText(`${TITLE}. Read more on the school notice board`)).toBeVisible();
    // The file's kind and size come from the service once the item is there.
    const file = main.getByRole("link", { name: /^Download attachment/ });
    await expect(file).toHaveText(/^Download attachment \(PDF, \d+(\.\d)? (bytes|KB|MB)\)$/);
    const pdf = await page.request.get(String(await file.getAttribute("href")));
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  }

  test("the news list's title leads to the item's page", async ({ page }) => {
    await page.goto("/news");
    await page.getByRole("main").getByRole("link", { name: TITLE, exact: true }).click();
    await expectTheItem(page);
  });

  test("the home page's news scroller leads to the item's page", async ({ page }) => {
    await page.goto("/");
    const scroller = page.getByRole("region", { name: "Notices and news" });
    await scroller.scrollIntoViewIfNeeded();
    // A moving link is no target: stopped, as a visitor may stop it.
    await scroller.getByRole("button", { name: "Pause news" }).click();
    await scroller.getByRole("link", { name: new RegExp(`${TITLE}$`) }).click();
    await expectTheItem(page);
  });

  test("the news feed's item leads to the item's page", async ({ page, request, baseURL }) => {
    const rss = await (await request.get(`${API_ORIGIN}/api/news/DPSSWB.rss`)).text();
    const item = /<item>[\s\S]*?<\/item>/g;
    const link = [...rss.matchAll(item)]
      .map(([xml]) => xml)
      .find((xml) => xml.includes(TITLE))
      ?.match(/<link>([^<]+)<\/link>/)?.[1];
    // The feed names the site's public address (PUBLIC_SITE_URL), which is where these tests run.
    expect(link).toBe(new URL("/news-details?id=news_1", baseURL).href);
    await page.goto(String(link));
    await expectTheItem(page);
  });
});

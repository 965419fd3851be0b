import { readdirSync, readFileSync, statSync } from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { readNavigation, readSite } from "../src/lib/data/readDataFiles";
import { itemPagePaths } from "../src/lib/navigation";
import { readToTheEnd } from "./readPage";

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
  expect(ITEM_PAGES.length).toBe(4);
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

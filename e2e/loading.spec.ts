import { expect, test } from "@playwright/test";
import { API_ORIGIN, layoutShift, recordLayoutShift } from "./serviceStubs";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's first slide is shown at once, its space reserved", async ({ page }) => {
    await page.goto("/");
    const picture = page.getByRole("img", { name: "Illustration of the school building with trees on a sunny day" });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).toHaveCSS("opacity", "1");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await picture.boundingBox();
    expect(box && Math.round((box.width * 7) / 16)).toBe(box && Math.round(box.height));
  });
});

test("a list page asks for its list while its script loads, and uses that one answer", async ({ page }) => {
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${API_ORIGIN}/api/news/All/`)) listCalls.push(request.url());
  });
  await page.goto("/news");
  await expect(page.getByText("Annual Sports Meet concludes").first()).toBeVisible();
  // The list is on screen, so the page's own fetch has been answered: had it not taken the
  // preloaded answer, it would have been a second request.
  expect(listCalls).toHaveLength(1);
});

test("an item page asks for its item and its page data while its script loads, and uses those answers", async ({ page, baseURL }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${API_ORIGIN}/api/innerBlog?`) || request.url().includes("/page-data/blog-inner/")) calls.push(request.url());
  });
  await page.goto("/blog-inner?id=blog_1");
  await expect(page.locator("article.blog-post")).toBeVisible();
  const item = `${API_ORIGIN}/api/innerBlog?id=blog_1`;
  const pageData = new URL("/page-data/blog-inner/page-data.json?id=blog_1", baseURL).href;
  // Asked for by the head's preloads; had the page's own requests not taken those answers, each
  // would have been asked for twice.
  for (const address of [item, pageData]) await expect(page.locator(`head link[rel="preload"][href$="${new URL(address).pathname}${new URL(address).search}"]`)).toHaveCount(1);
  expect(calls.filter((url) => url === item)).toHaveLength(1);
  expect(calls.filter((url) => url === pageData)).toHaveLength(1);
  // Nor is the page's data asked for without the query, which nothing would use.
  expect(calls.filter((url) => url.endsWith("/page-data.json"))).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The side menu stands below the content there; it must not be on screen when the item arrives.
  for (const { url, arrived } of [
    { url: "/blog-inner?id=blog_1", arrived: "article" },
    { url: "/photo-categories?id=gallery_1", arrived: ".thumb-grid" },
    { url: "/sub-recent-activities?id=gallery_7", arrived: ".thumb-grid" },
  ]) {
    test(`${url}: nothing on screen moves when the item arrives`, async ({ page }) => {
      await recordLayoutShift(page);
      await page.goto(url);
      await expect(page.locator(arrived)).toBeVisible();
      await page.waitForLoadState("networkidle");
      const shift = await layoutShift(page);
      expect(shift.total, shift.report).toBeLessThan(0.01);
    });
  }
});

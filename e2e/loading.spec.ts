import { expect, test } from "@playwright/test";
import { watchForErrors } from "./consoleErrors";
import { API_ORIGIN, layoutShift, recordLayoutShift } from "./serviceStubs";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's first slide is shown at once, its space reserved", async ({ page }) => {
    await page.goto("/");
    const picture = page.getByRole("img", { name: "Illustration of the school building with trees on a sunny day" });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).toHaveCSS("opacity", "1");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = await picture.boundingBox();
    expect(box && Math.round((box.width * 7) / 16)).toBe(box && Math.round(box.height));
  });
});

/** List pages, a line each shown once their lists have come, and the lists their heads ask for. */
const PRELOADING_PAGES = [
  { route: "/news", shown: "Annual Sports Meet concludes", lists: ["/api/news/All/"] },
  // The auth helper's calls too: this browser stores no token, so the page's fetch matches the head's.
  { route: "/xii-topper", shown: "Riya Sen", lists: ["/api/topper/"] },
  {
    route: "/school-calendar",
    shown: "Parent-Teacher Meeting",
    lists: ["/api/academicCalender/all/", "/api/events/All/"],
  },
];

for (const { route, shown, lists } of PRELOADING_PAGES) {
  test(`${route} asks for its lists while its script loads, and uses those answers`, async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${API_ORIGIN}/api/`)) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    for (const list of lists) await expect(page.locator(`head link[rel="preload"][href*="${list}"]`)).toHaveCount(1);
    await expect(page.getByText(shown).first()).toBeVisible();
    // The lists are on screen, so the page's own fetches have been answered: had one not taken the
    // preloaded answer, it would have been a second request.
    for (const list of lists)
      expect(
        calls.filter((call) => call.startsWith(list)),
        list,
      ).toHaveLength(1);
  });
}

test("an item page asks for its item and its page data while its script loads, and uses those answers", async ({
  page,
  baseURL,
}) => {
  // Chromium's own record: an answer the HTTP cache or a preload served is not a second trip.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const overNetwork: string[] = [];
  cdp.on("Network.responseReceived", ({ response }) => {
    if (!response.fromDiskCache && !response.fromPrefetchCache) overNetwork.push(response.url);
  });
  const item = `${API_ORIGIN}/api/innerBlog?id=blog_1`;
  // The copy the page shows in the cover's box at this width (the head's preload offers the same sizes).
  const cover = `${API_ORIGIN}/api/image/img_0094?w=960`;
  const pageData = new URL("/page-data/blog-inner/page-data.json?id=blog_1", baseURL).href;
  // Who asked for the cover: the code that was running, as Chromium records it.
  const coverAskedBy: string[][] = [];
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    if (request.url === cover)
      coverAskedBy.push(initiator.stack?.callFrames.map((frame) => frame.url) ?? [initiator.type]);
  });
  await page.goto("/blog-inner?id=blog_1");
  await expect(page.locator("article.blog-post")).toBeVisible();
  // Once, by the script in the page's own HTML (its head), not by the page's JavaScript files.
  const pageAddress = new URL("/blog-inner?id=blog_1", baseURL).href;
  expect(coverAskedBy).toEqual([expect.arrayContaining([pageAddress])]);
  expect(coverAskedBy[0].every((url) => url === pageAddress)).toBe(true);
  await expect(page.locator("img.blog-post__cover")).toHaveAttribute("src", `${API_ORIGIN}/api/image/img_0094`);
  await expect
    .poll(() =>
      page.locator("img.blog-post__cover").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  expect(await page.locator("img.blog-post__cover").evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(cover);
  await expect(
    page.locator(`head link[rel="preload"][href$="${new URL(pageData).pathname}${new URL(pageData).search}"]`),
  ).toHaveCount(1);
  // Each came over the network once: the page's own fetches took the head's answers.
  for (const address of [item, cover, pageData]) expect(overNetwork.filter((url) => url === address)).toHaveLength(1);
  // Nor is the page's data asked for without the query, which nothing would use.
  expect(overNetwork.filter((url) => url.endsWith("/page-data/blog-inner/page-data.json"))).toEqual([]);
});

test("a blog post's cover shows in its place while the page's script still loads, and the post takes that place without moving anything", async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await recordLayoutShift(page);
  // React held back, as on a slow phone network where its file is still on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/framework-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/blog-inner?id=blog_1", { waitUntil: "domcontentloaded" });
  const placeholder = page.locator('.service-slot [data-item-cover="shown"]');
  await expect(placeholder).toHaveCSS("background-image", `url("${API_ORIGIN}/api/image/img_0094?w=960")`);
  await expect(page.locator("article.blog-post")).toHaveCount(0);
  const before = await placeholder.boundingBox();
  // "Loading..." keeps to a corner, below the middle of the picture, which stays in view.
  const label = await placeholder.getByRole("status").boundingBox();
  expect(label!.y).toBeGreaterThan(before!.y + before!.height / 2);
  release();
  const cover = page.locator("img.blog-post__cover");
  await expect(cover).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  // The same picture, at the same place and size.
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
    `${API_ORIGIN}/api/image/img_0094?w=960`,
  );
  const after = await cover.boundingBox();
  expect(after).toEqual(before);
  const { total, report } = await layoutShift(page);
  expect(total, report).toBe(0);
  expect(errors).toEqual([]);
});

test("moving to a blog post from the blog's list draws it, with nothing reported broken", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/blog-post");
  await page.locator("main a[href^='/blog-inner?id=']").first().click();
  await expect(page).toHaveURL(/\/blog-inner\?id=/);
  await expect(page.locator("img.blog-post__cover")).toBeVisible();
  // The head's inline script is the build's alone: the list page's policy does not allow its hash.
  await expect(page.locator("head script:not([type]):not([src])")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an album asks for its item while its script loads, and uses that answer", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${API_ORIGIN}/api/`) && request.url().includes("gallery_1"))
      calls.push(request.url());
  });
  await page.goto("/photo-categories?id=gallery_1");
  await expect(page.locator(".thumb-grid")).toBeVisible();
  expect(calls).toHaveLength(1);
  await expect(page.locator(`head link[rel="preload"][href="${calls[0]}"]`)).toHaveCount(1);
});

test("/ at 1280 px: nothing moves when the registration links arrive beside the admission banner", async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto("/");
  await expect(page.locator(".admission-banner__registration a").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shift = await layoutShift(page);
  expect(shift.total, shift.report).toBeLessThan(0.01);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The side menu stands below the content there; it must not be on screen when the item or list arrives.
  for (const { url, arrived } of [
    { url: "/blog-inner?id=blog_1", arrived: "article" },
    // Its file's kind and size come after the item (by then the network is idle), in the same line.
    { url: "/news-details?id=news_1", arrived: "article" },
    { url: "/photo-categories?id=gallery_1", arrived: ".thumb-grid" },
    { url: "/sub-recent-activities?id=gallery_7", arrived: ".thumb-grid" },
    // Lists, whose filters fold behind one control there, and whose first item is on the first screen.
    { url: "/news", arrived: ".news-list" },
    { url: "/events", arrived: ".card-grid" },
    { url: "/recent-activities", arrived: ".activity-grid" },
    { url: "/xii-topper", arrived: "ul.toppers-grid" },
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

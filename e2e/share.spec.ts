import { expect, test } from "@playwright/test";
import sharp from "sharp";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

for (const { route, kind, title, what } of [
  { route: "/sub-sports-corner?id=gallery_13", kind: "album", title: ".detail-title", what: "an album" },
  { route: "/blog-inner?id=blog_1", kind: "post", title: "h1", what: "a post" },
  // The seed's first news item has a PDF, not a photo: its preview has the page's own picture.
  { route: "/news-details?id=news_1", kind: "news", title: "h1", what: "a news item" },
]) {
  test(`${what}'s Share copies a link that previews as it and leads to its page`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // A desktop browser without a share sheet: the link is copied.
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto(route);
    // The item's own title replaces the page's once it has loaded, and Share comes with it.
    const share = page.getByRole("button", { name: "Share" });
    await expect(share).toBeVisible();
    const name = (await page.locator(title).first().textContent())!.trim();
    const box = (await share.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await share.click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/share/${kind}/`));

    const preview = await request.get(link);
    expect(preview.status()).toBe(200);
    // Read as a crawler reads it: parsed, not opened (its refresh would leave for the site's page).
    const html = await preview.text();
    const tags = await page.evaluate((text) => {
      const meta = new DOMParser().parseFromString(text, "text/html").querySelectorAll("meta[content]");
      return Object.fromEntries(
        [...meta].map((tag) => [
          tag.getAttribute("property") ?? tag.getAttribute("name"),
          tag.getAttribute("content")!,
        ]),
      );
    }, html);
    expect(tags["og:title"]).toBe(name);
    expect(tags["og:description"]).toBeTruthy();
    expect(new URL(tags["og:url"]).pathname + new URL(tags["og:url"]).search).toBe(route);
    // The picture is the item's own, cut to 1200 × 630, or the page's when the item has no photo.
    const picture = await request.get(tags["og:image"]);
    expect(picture.status()).toBe(200);
    const { width, height } = await sharp(await picture.body()).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });
}

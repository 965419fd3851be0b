import { expect, test, type APIRequestContext } from "@playwright/test";
import { richResultProblems } from "../__tests__/fixtures/richResults";
import { SITE_ROUTES } from "../__tests__/fixtures/routes";
import { nav, site } from "../__tests__/fixtures/siteData";
import { itemPagePaths } from "../src/lib/navigation";

/** The content of a <meta> of the page's HTML, by its property or name. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*(?:property|name)="${key.replace(/[:.]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  return tag
    ? /\scontent="([^"]*)"/
        .exec(tag)?.[1]
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'")
    : undefined;
}

/** A PNG's width and height, from its header. */
async function png(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const bytes = await response.body();
  expect([...bytes.subarray(1, 4)], path).toEqual([0x50, 0x4e, 0x47]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), size: bytes.length };
}

const origin = site.siteUrl.replace(/\/+$/, "");
/** Pages that show one item chosen by ?id=: their address without it is no page to share. */
const ITEM_PAGES = itemPagePaths(nav);

for (const route of SITE_ROUTES) {
  test(`${route}: a link preview with a 1200×630 picture, and structured data Google can read`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    expect(meta(html, "og:title")).toBeTruthy();
    expect(meta(html, "og:description")).toBeTruthy();
    // A scraper takes the address it was given (with its ?id=) where the page names none.
    expect(meta(html, "og:url")).toBe(ITEM_PAGES.includes(route) ? undefined : `${origin}${route}`);
    expect(meta(html, "og:site_name")).toBe(site.name);
    expect(meta(html, "og:locale")).toBe("en_IN");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:image:alt")).toContain(site.name);
    const image = meta(html, "og:image")!;
    expect(image.startsWith(`${origin}/og/`)).toBe(true);
    const picture = await png(request, new URL(image).pathname);
    expect(picture).toMatchObject({ width: 1200, height: 630 });
    expect(picture.size).toBeLessThan(150 * 1024);

    const data = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(data).toHaveLength(1);
    expect(data[0]["@type"]).toBe(route === "/" ? "School" : "BreadcrumbList");
    expect(richResultProblems(data[0])).toEqual([]);
  });
}

test("a fee page's tab title and link preview say that it shows fees, not only for which classes", async ({
  request,
}) => {
  const html = await (await request.get("/fee-iii-viii")).text();
  expect(meta(html, "og:title")).toBe("Fees for Classes III-VIII");
  expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Fees for Classes III-VIII | ${site.name}`);
});

test("the site installs as an app: manifest, icons of 192 and 512 px (maskable too), apple-touch-icon and PNG favicon", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/fee-9")).text();
  // The manifest's link is added once the page has been drawn (AppManifestLink.tsx), not written in the HTML.
  expect(html).not.toMatch(/rel="manifest"/);
  await page.goto("/fee-9");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    name: site.name,
    short_name: site.shortName,
    start_url: "/",
    theme_color: "#0b3d6e",
    background_color: "#ffffff",
  });
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const { width, height } = await png(request, icon.src);
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  expect(
    manifest.icons.filter((i: { purpose: string }) => i.purpose === "maskable").map((i: { sizes: string }) => i.sizes),
  ).toEqual(["192x192", "512x512"]);
  const touch = /<link[^>]*rel="apple-touch-icon"[^>]*href="([^"]+)"/.exec(html)![1];
  expect(await png(request, touch)).toMatchObject({ width: 180, height: 180 });
  const favicon = /<link[^>]*rel="icon"[^>]*href="([^"]+\.png)"/.exec(html)![1];
  expect(await png(request, favicon)).toMatchObject({ width: 32, height: 32 });
  expect(html).toMatch(/<link[^>]*rel="icon"[^>]*href="\/favicon.svg"/);
});

/** @jest-environment node */
import sharp from "sharp";
import { DeskClient, signedIn } from "./deskClient";
import { pdfBytes, startService } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;

const SITE = "https://www.school.example";

/** The value of each meta tag of a page, by its property or name. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags[key] = value;
  return tags;
}

describe("a shared item's link preview", () => {
  let service: Service;
  let editor: DeskClient;
  let album: { id: string };
  let post: { id: string };
  let circular: { id: string };
  let photoNews: { id: string };

  beforeAll(async () => {
    service = await startService({ siteUrl: SITE });
    editor = await signedIn(service, "office@school.example", "editor");
    // A wide photo, red on its left half and blue on its right, larger than a preview.
    const photo = await sharp({ create: { width: 2400, height: 1000, channels: 3, background: "#c00" } })
      .composite([
        { input: { create: { width: 1200, height: 1000, channels: 3, background: "#00c" } }, left: 1200, top: 0 },
      ])
      .withMetadata({ exif: { IFD0: { Artist: "A parent's phone" } } })
      .jpeg()
      .toBuffer();
    const upload = await (await editor.upload(photo, "sports-day.jpg")).json();
    const pdf = await (await editor.upload(await pdfBytes(), "circular.pdf")).json();
    const publish = async (kind: string, json: Record<string, unknown>) =>
      (await editor.request(`/api/desk/${kind}`, { method: "POST", json })).json();
    album = await publish("gallery", {
      category: "SportsCorner",
      title: 'Sports Day "2026" & relay',
      date: "2026-11-19",
      description: "The relay, the long jump & the prize-giving.",
      attachments: [upload.id],
    });
    post = await publish("blog", {
      title: "Our science fair",
      description: "<p>Class VIII built <strong>solar cookers</strong> and tested them at noon.</p>",
      date: "2026-11-18",
      attachments: [],
    });
    circular = await publish("news", {
      title: "Winter timings from 1 December",
      description: "School opens at 8:30 am & closes at 2:30 pm until February.",
      fromDate: "2026-11-20",
      attachments: [pdf.id],
    });
    photoNews = await publish("news", {
      title: "Prize-giving",
      description: "",
      fromDate: "2026-11-21",
      attachments: [upload.id],
    });
  }, 60_000);
  afterAll(() => service.close());

  it("names an album, its words and its cover, and takes a visitor to the album's page of the site", async () => {
    const response = await fetch(`${service.base}/share/album/${album.id}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    const page = `${SITE}/sub-sports-corner?id=${album.id}`;
    expect(metaTags(html)).toMatchObject({
      "og:title": "Sports Day &quot;2026&quot; &amp; relay",
      "og:description": "The relay, the long jump &amp; the prize-giving. (1 photo)",
      "og:url": page,
      "og:image": `${service.base}/share/album/${album.id}/cover.jpg`,
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
    });
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${page}">`);
    expect(html).toContain(`<a href="${page}">`);
    expect(html).not.toContain('"2026"');
  });

  it("draws the album's cover at 1200 × 630 from its first photo, without the photo's metadata", async () => {
    const response = await fetch(`${service.base}/share/album/${album.id}/cover.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const cover = Buffer.from(await response.arrayBuffer());
    const facts = await sharp(cover).metadata();
    expect([facts.format, facts.width, facts.height]).toEqual(["jpeg", 1200, 630]);
    expect(facts.exif).toBeUndefined();
    // Cut from the photo, not a blank: both halves of it are there.
    const { data, info } = await sharp(cover).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((315 * info.width + x) * 3, (315 * info.width + x) * 3 + 3)];
    expect(pixel(10)[0]).toBeGreaterThan(150);
    expect(pixel(1190)[2]).toBeGreaterThan(150);
  });

  it("names a blog post by its opening words, with the post page's picture when it has no photo", async () => {
    const html = await (await fetch(`${service.base}/share/post/${post.id}`)).text();
    expect(metaTags(html)).toMatchObject({
      "og:title": "Our science fair",
      "og:description": "Class VIII built solar cookers and tested them at noon.",
      "og:url": `${SITE}/blog-inner?id=${post.id}`,
      "og:image": `${SITE}/og/blog-inner.png`,
    });
    expect((await fetch(`${service.base}/share/post/${post.id}/cover.jpg`)).status).toBe(404);
  });

  it("names a news item by its text and its page, with the news page's picture when its file is a PDF", async () => {
    const html = await (await fetch(`${service.base}/share/news/${circular.id}`)).text();
    const page = `${SITE}/news-details?id=${circular.id}`;
    expect(metaTags(html)).toMatchObject({
      "og:title": "Winter timings from 1 December",
      "og:description": "School opens at 8:30 am &amp; closes at 2:30 pm until February.",
      "og:url": page,
      "og:image": `${SITE}/og/news-details.png`,
    });
    expect(html).toContain(`<a href="${page}">`);
    expect((await fetch(`${service.base}/share/news/${circular.id}/cover.jpg`)).status).toBe(404);
  });

  it("draws a news item's cover from its photo, and says its date when it has no words", async () => {
    const html = await (await fetch(`${service.base}/share/news/${photoNews.id}`)).text();
    expect(metaTags(html)).toMatchObject({
      "og:title": "Prize-giving",
      "og:description": "School news of 21 Nov 2026.",
      "og:url": `${SITE}/news-details?id=${photoNews.id}`,
      "og:image": `${service.base}/share/news/${photoNews.id}/cover.jpg`,
    });
    const cover = await fetch(`${service.base}/share/news/${photoNews.id}/cover.jpg`);
    const facts = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect([facts.width, facts.height]).toEqual([1200, 630]);
  });

  it("answers an unknown item, kind or school with a page that leads to the site, and no preview", async () => {
    for (const address of [
      "/share/album/no-such-album",
      `/share/news/${album.id}`,
      `/share/event/${album.id}`,
      `/share/post/${post.id}?school=NOPE`,
    ]) {
      const response = await fetch(`${service.base}${address}`);
      expect([address, response.status]).toEqual([address, 404]);
      const html = await response.text();
      expect(html).toContain(`<a href="${SITE}/">`);
      expect(html).not.toContain("og:title");
    }
  });

  it("shows a post taken down at the desk no longer", async () => {
    const loaded = await editor.request(`/api/desk/blog/${post.id}`);
    const removed = await editor.request(`/api/desk/blog/${post.id}`, {
      method: "DELETE",
      headers: { "If-Match": loaded.headers.get("etag")! },
    });
    expect(removed.ok).toBe(true);
    expect((await fetch(`${service.base}/share/post/${post.id}`)).status).toBe(404);
  });
});

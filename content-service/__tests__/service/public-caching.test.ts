/** @jest-environment node */
import { DeskClient, signedIn } from "./deskClient";
import { ORIGIN, startService } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
let editor: DeskClient;
beforeAll(async () => {
  service = await startService();
  editor = await signedIn(service, "editor@school.example", "editor");
}, 60_000);
afterAll(() => service.close());

/** Every GET of SPEC §7 that serves content, and the feeds. */
const PUBLIC_ANSWERS = [
  "/api/highlight/DPSSWB",
  "/api/highlight/all/DPSSWB",
  "/api/news/DPSSWB",
  "/api/news/All/DPSSWB",
  "/api/events/DPSSWB",
  "/api/events/All/DPSSWB",
  "/api/birthdays/DPSSWB",
  "/api/gallery/DPSSWB",
  "/api/gallery/All/DPSSWB",
  "/api/blog/All/DPSSWB",
  "/api/topper/DPSSWB",
  "/api/onlineRegistration/DPSSWB",
  "/api/academicCalender/all/DPSSWB",
  "/api/calendar/DPSSWB.ics",
  "/api/calendar/DPSSWB/calendar_1.ics",
  "/api/news/DPSSWB.rss",
];

/** What a browser must do with it: ask again on every load (max-age=0, must-revalidate); what a
 * CDN may do: keep it 30 seconds, the figure the desk's "Saved" message names. */
const CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=30";

/** One item: an item page's head asks for it while the page's script loads, and the page's fetch
 * takes that answer; browser and CDN alike keep it no longer than the desk's message says. */
const ITEMS = ["/api/innerBlog?id=blog_1", "/api/subGallery?id=gallery_1"];
const ITEM_CACHE_CONTROL = "public, max-age=30, s-maxage=30";

const varyOf = (response: Response) =>
  (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());

describe("public answers revalidate on every load", () => {
  it.each(PUBLIC_ANSWERS)(
    "%s: no freshness in the browser, a strong ETag, and 304 when nothing changed",
    async (path) => {
      const first = await fetch(`${service.base}${path}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe(CACHE_CONTROL);
      const etag = String(first.headers.get("etag"));
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(varyOf(first)).toContain("accept-encoding");
      const again = await fetch(`${service.base}${path}`, {
        headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe(CACHE_CONTROL);
    },
  );

  it.each(ITEMS)("%s: kept at most 30 seconds, with a strong ETag and 304 when nothing changed", async (path) => {
    const first = await fetch(`${service.base}${path}`);
    expect(first.headers.get("cache-control")).toBe(ITEM_CACHE_CONTROL);
    const etag = String(first.headers.get("etag"));
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await fetch(`${service.base}${path}`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it.each(["/api/news/All/DPSSWB", "/api/news/DPSSWB.rss", "/api/subGallery?id=gallery_1"])(
    "%s keeps Origin in Vary beside Accept-Encoding for the site's origin (CORS)",
    async (path) => {
      const response = await fetch(`${service.base}${path}`, { headers: { Origin: ORIGIN } });
      expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
      expect(varyOf(response)).toEqual(expect.arrayContaining(["origin", "accept-encoding"]));
      const revalidated = await fetch(`${service.base}${path}`, {
        headers: { Origin: ORIGIN, "If-None-Match": String(response.headers.get("etag")) },
      });
      expect(revalidated.status).toBe(304);
      expect(varyOf(revalidated)).toEqual(expect.arrayContaining(["origin", "accept-encoding"]));
    },
  );

  it("a browser's revalidation right after a save at the desk brings the change, not a 304", async () => {
    const list = "/api/news/All/DPSSWB";
    const feed = "/api/news/DPSSWB.rss";
    const [listBefore, feedBefore] = await Promise.all([
      fetch(`${service.base}${list}`),
      fetch(`${service.base}${feed}`),
    ]);
    const loaded = await editor.request("/api/desk/news/news_4");
    const record = await loaded.json();
    const saved = await editor.request("/api/desk/news/news_4", {
      method: "PUT",
      json: {
        title: "Changed at the desk just now",
        fromDate: record.fromDate,
        description: record.description ?? "",
        attachments: record.attachments,
      },
      headers: { "If-Match": String(loaded.headers.get("etag")) },
    });
    expect(saved.status).toBe(200);
    const listAfter = await fetch(`${service.base}${list}`, {
      headers: { "If-None-Match": String(listBefore.headers.get("etag")) },
    });
    expect(listAfter.status).toBe(200);
    expect(
      ((await listAfter.json()) as { _id: string; title: string }[]).find((item) => item._id === "news_4")?.title,
    ).toBe("Changed at the desk just now");
    const feedAfter = await fetch(`${service.base}${feed}`, {
      headers: { "If-None-Match": String(feedBefore.headers.get("etag")) },
    });
    expect(feedAfter.status).toBe(200);
    expect(await feedAfter.text()).toContain("Changed at the desk just now");
  });
});

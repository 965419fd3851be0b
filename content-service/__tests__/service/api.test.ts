/** @jest-environment node */
import { insertEntity } from "../../src/db/entities";
import { indiaTodayIso } from "@school/contract/indiaToday";
import { startService, ORIGIN, withDb } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(() => service.close());

const get = (path: string, init?: RequestInit) => fetch(`${service.base}${path}`, init);
const json = async (path: string) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>[];
};
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

describe("lists of SPEC §7 with the seed", () => {
  it("highlights: Highlight items, and all categories under /all", async () => {
    const highlights = await json("/api/highlight/DPSSWB");
    expect(highlights).toHaveLength(3);
    expect(
      highlights.every(
        (h) => h.category === "Highlight" && Array.isArray(h.attachments) && (h.attachments as string[]).length === 1,
      ),
    ).toBe(true);
    const all = await json("/api/highlight/all/DPSSWB");
    expect(all.filter((h) => h.category === "Notice")).toHaveLength(3);
  });

  it("news: at least 12 over this year and last, the latest 10 newest first", async () => {
    const all = await json("/api/news/All/DPSSWB");
    expect(all.length).toBeGreaterThanOrEqual(12);
    const years = new Set(all.map((n) => String(n.fromDate).slice(0, 4)));
    const year = new Date().getFullYear();
    expect(years).toEqual(new Set([String(year), String(year - 1)]));
    const latest = await json("/api/news/DPSSWB");
    expect(latest).toHaveLength(10);
    const dates = latest.map((n) => String(n.fromDate));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("events: six upcoming, one without time and one without description", async () => {
    const upcoming = await json("/api/events/DPSSWB");
    expect(upcoming).toHaveLength(6);
    expect(upcoming.every((e) => String(e.date) >= today())).toBe(true);
    expect(upcoming.filter((e) => e.time === undefined)).toHaveLength(1);
    expect(upcoming.filter((e) => e.description === undefined)).toHaveLength(1);
    expect((await json("/api/events/All/DPSSWB")).length).toBeGreaterThan(6);
  });

  it("events: one of several days stays upcoming until its last day, by the school's day in India", async () => {
    const day = (offset: number) => indiaTodayIso(new Date(Date.now() + offset * 86_400_000));
    await withDb(service.dataDir, async (db) => {
      await insertEntity(
        db,
        "event",
        "event_running",
        { _id: "event_running", title: "Science Exhibition", date: day(-1), toDate: day(1) },
        "desk",
      );
      await insertEntity(
        db,
        "event",
        "event_over",
        { _id: "event_over", title: "Book Fair", date: day(-3), toDate: day(-1) },
        "desk",
      );
    });
    const titles = (await json("/api/events/DPSSWB")).map((e) => e.title);
    expect(titles).toContain("Science Exhibition");
    expect(titles).not.toContain("Book Fair");
  });

  it("birthdays: eight, references as a string or a list, in both extension cases", async () => {
    const birthdays = await json("/api/birthdays/DPSSWB");
    expect(birthdays).toHaveLength(8);
    const refs = birthdays.map((b) => (Array.isArray(b.attachments) ? b.attachments[0] : b.attachments) as string);
    expect(refs.some((r) => r.endsWith(".JPG"))).toBe(true);
    expect(refs.some((r) => r.endsWith(".jpg"))).toBe(true);
    expect(birthdays.some((b) => typeof b.attachments === "string")).toBe(true);
    const missing = [];
    for (const ref of refs)
      if ((await get(`/api/image?url=${encodeURIComponent(ref)}`)).status === 404) missing.push(ref);
    expect(missing).toHaveLength(1);
    const other = missing[0].replace(/\.JPG$/, ".jpg");
    expect((await get(`/api/image?url=${encodeURIComponent(other)}`)).status).toBe(200);
  });

  it("gallery: six photo galleries of 4-10 photos; all categories under /All", async () => {
    const photo = await json("/api/gallery/DPSSWB");
    expect(photo).toHaveLength(6);
    expect(
      photo.every((g) => (g.attachments as string[]).length >= 4 && (g.attachments as string[]).length <= 10),
    ).toBe(true);
    const all = await json("/api/gallery/All/DPSSWB");
    const year = String(new Date().getFullYear());
    const ofThisYear = (category: string) =>
      all.filter((g) => g.category === category && String(g.date).startsWith(year));
    expect(ofThisYear("RecentActivities")).toHaveLength(6);
    expect(ofThisYear("SportsCorner")).toHaveLength(4);
  });

  it("blogs: four, one carrying a hostile payload for the site to neutralise", async () => {
    const blogs = await json("/api/blog/All/DPSSWB");
    expect(blogs).toHaveLength(4);
    const html = blogs.map((b) => String(b.description)).join("");
    expect(html).toContain("<script>");
    expect(html).toContain("onerror=");
    expect(html).toContain("javascript:");
    expect(html).toMatch(/<h2>[\s\S]*<ul>[\s\S]*<a href="https:/);
  });

  it("toppers of X and XII for at least two sessions, calendar this month and next, two registration links", async () => {
    const toppers = await json("/api/topper/DPSSWB");
    for (const className of ["X", "XII"]) {
      expect(
        new Set(toppers.filter((t) => t.class === className).map((t) => t.sessionYear)).size,
      ).toBeGreaterThanOrEqual(2);
    }
    expect(toppers.every((t) => typeof t.division === "number")).toBe(true);
    const calendar = await json("/api/academicCalender/all/DPSSWB");
    const month = today().slice(0, 7);
    expect(calendar.some((e) => String(e.date).startsWith(month))).toBe(true);
    expect(calendar.some((e) => !String(e.date).startsWith(month))).toBe(true);
    expect(await json("/api/onlineRegistration/DPSSWB")).toHaveLength(2);
  });

  it("answers 404 with a JSON error for an unknown school code", async () => {
    for (const path of ["/api/news/XYZ", "/api/gallery/All/dpsswb", "/api/topper/OTHER"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Unknown school code" });
    }
  });
});

describe("details and images", () => {
  it("serves one blog post and one gallery by id, 404 for unknown, 400 without id", async () => {
    expect((await (await get("/api/innerBlog?id=blog_1")).json()).title).toBe("Why we read aloud in class");
    const gallery = await (await get("/api/subGallery?id=gallery_1")).json();
    expect(gallery).toMatchObject({ _id: "gallery_1", category: "PhotoGallery" });
    expect((await get("/api/subGallery?id=nope")).status).toBe(404);
    expect((await get("/api/innerBlog")).status).toBe(400);
  });

  it("serves attachments with their type, a day's immutable caching and an ETag that revalidates", async () => {
    const gallery = await (await get("/api/subGallery?id=gallery_1")).json();
    const response = await get(`/api/image/${gallery.attachments[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const again = await get(`/api/image/${gallery.attachments[0]}`, {
      headers: { "If-None-Match": response.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    const notice = (await json("/api/highlight/all/DPSSWB"))[0];
    const pdf = await get(`/api/image/${(notice.attachments as string[])[0]}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await get("/api/image/nope")).status).toBe(404);
  });

  it.each([
    "../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "/etc/passwd",
    "birthdays/../../content.db",
    "file:///etc/passwd",
    "https://example.com/a.jpg",
    "birthdays/%2e%2e/%2e%2e/content.db",
    "..\\..\\etc\\passwd",
  ])("never serves %s from outside the media store", async (url) => {
    const response = await get(`/api/image?url=${url.includes("%") ? url : encodeURIComponent(url)}`);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toMatch(/root:|SQLite/);
  });
});

describe("headers", () => {
  it("sends nosniff on every answer", async () => {
    for (const path of ["/api/news/DPSSWB", "/api/image/nope", "/api/news/XYZ"]) {
      expect((await get(path)).headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("allows the site's origin only", async () => {
    const allowed = await get("/api/news/DPSSWB", { headers: { Origin: ORIGIN } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    const other = await get("/api/news/DPSSWB", { headers: { Origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await get("/api/form/DPSSWB/dif", {
      method: "OPTIONS",
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/i);
  });
});

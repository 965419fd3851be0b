/** @jest-environment node */
import http from "http";
import Fastify from "fastify";
import ical, { type CalendarComponent, type VEvent } from "node-ical";
import Parser from "rss-parser";
import { calendarEvent, kolkataToUtc } from "../../src/feeds/calendar";
import { newsRss } from "../../src/feeds/news";
import { ContentCache } from "../../src/http/contentCache";
import { feedRoutes } from "../../src/routes/feeds";
import { validatorCompiler } from "fastify-type-provider-zod";
import { seed } from "../../src/seed/seed";
import { folderStore } from "../../src/files/folderStore";
import { startService, withDb } from "./helpers";

/** The address the service is known by in public (PUBLIC_SERVICE_URL), not the one it listens on. */
const PUBLIC = "https://content.school.example";
/** The public site's address (PUBLIC_SITE_URL). */
const SITE = "https://www.school.example";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService({ serviceUrl: PUBLIC, siteUrl: SITE });
}, 60_000);
afterAll(() => service.close());

const getJson = async (path: string) =>
  (await fetch(`${service.base}${path}`)).json() as Promise<Record<string, unknown>[]>;
const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter(
    (c: CalendarComponent | undefined): c is VEvent => c?.type === "VEVENT",
  );

describe("kolkataToUtc", () => {
  it.each([
    [[2026, 12, 5], "10:00 am", [2026, 12, 5, 4, 30]],
    [[2026, 12, 5], "12:00 pm", [2026, 12, 5, 6, 30]],
    [[2026, 12, 5], "12:15 am", [2026, 12, 4, 18, 45]],
    [[2026, 12, 31], "11:59 pm", [2026, 12, 31, 18, 29]],
    [[2026, 12, 5], "8:00 PM", [2026, 12, 5, 14, 30]],
    [[2026, 12, 5], "noon", null],
  ] as const)("%p at %p is %p in UTC", (day, time, expected) => {
    expect(kolkataToUtc([...day] as [number, number, number], time)).toEqual(expected);
  });
});

describe("the calendar feed", () => {
  it("parses as iCalendar and holds every event and calendar day of the seed, each once", async () => {
    const response = await fetch(`${service.base}/api/calendar/DPSSWB.ics`);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("etag")).toMatch(/^"/);
    const events = vevents(await response.text());
    const expected = [
      ...(await getJson("/api/events/All/DPSSWB")),
      ...(await getJson("/api/academicCalender/all/DPSSWB")),
    ];
    // A day and title that are both an event and a calendar day (the seed's quiz) is one date.
    const days = new Map(expected.map((e) => [`${String(e.date)}|${String(e.title)}`, e.title]));
    expect(days.size).toBeLessThan(expected.length);
    expect(events.map((e) => e.summary).sort()).toEqual([...days.values()].sort());
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("dates an event with a time in Asia/Kolkata, and one without as all-day", async () => {
    const events = vevents(await (await fetch(`${service.base}/api/calendar/DPSSWB.ics`)).text());
    const source = await getJson("/api/events/All/DPSSWB");
    const timed = source.find((e) => e.time === "09:30 am")!;
    const meeting = events.find((e) => e.summary === timed.title)!;
    expect(meeting.start.toISOString()).toBe(new Date(`${timed.date}T09:30:00+05:30`).toISOString());
    expect(meeting.datetype).toBe("date-time");
    const untimed = source.find((e) => e.time === undefined)!;
    const allDay = events.find((e) => e.summary === untimed.title)!;
    expect(allDay.datetype).toBe("date");
  });

  it("keeps each event's UID when the feed is read again after a reseed", async () => {
    const uids = async () =>
      vevents(await (await fetch(`${service.base}/api/calendar/DPSSWB.ics`)).text())
        .map((e) => e.uid)
        .sort();
    const before = await uids();
    await withDb(service.dataDir, (db) => seed(db, folderStore(service.dataDir)));
    expect(await uids()).toEqual(before);
  }, 60_000);

  it("offers one event as a file to add", async () => {
    const response = await fetch(`${service.base}/api/calendar/DPSSWB/event_2.ics`);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="event_2.ics"');
    const [event] = vevents(await response.text());
    expect(event.summary).toBe("Inter-School Quiz");
    expect((await fetch(`${service.base}/api/calendar/DPSSWB/nope.ics`)).status).toBe(404);
  });
});

describe("the news feed", () => {
  it("parses as RSS and holds every news item of the seed, newest first, with its PDF as enclosure", async () => {
    const response = await fetch(`${service.base}/api/news/DPSSWB.rss`);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = await new Parser().parseString(await response.text());
    const news = await getJson("/api/news/All/DPSSWB");
    expect(feed.items.map((i) => i.title)).toEqual(news.map((n) => n.title));
    const withFile = news.find((n) => Array.isArray(n.attachments) && n.attachments.length)!;
    const item = feed.items.find((i) => i.title === withFile.title)!;
    expect(item.enclosure?.type).toBe("application/pdf");
    expect(item.enclosure!.url.startsWith(`${PUBLIC}/api/image/`)).toBe(true);
    expect((await fetch(`${service.base}${new URL(item.enclosure!.url).pathname}`)).status).toBe(200);
    expect(new Date(item.isoDate!).toISOString()).toBe(new Date(`${withFile.fromDate}T00:00:00+05:30`).toISOString());
  });

  it("links each news item to its own page of the site, and names it by its id", async () => {
    const feed = await new Parser().parseString(await (await fetch(`${service.base}/api/news/DPSSWB.rss`)).text());
    const news = await getJson("/api/news/All/DPSSWB");
    expect(feed.items.map((i) => [i.link, i.guid])).toEqual(
      news.map((n) => [`${SITE}/news-details?id=${String(n._id)}`, `news-${String(n._id)}`]),
    );
  });
});

describe("the news feed under a forged Host", () => {
  /** A GET of the feed with the Host header given (fetch would send the real one). */
  const getWithHost = (host: string, base = service.base) =>
    new Promise<{ status: number; etag: string; body: string }>((resolve, reject) => {
      http
        .get(`${base}/api/news/DPSSWB.rss`, { headers: { Host: host }, agent: false }, (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag), body }),
          );
        })
        .on("error", reject);
    });

  it("names the service by its configured address, whatever Host a request sends", async () => {
    const [plain, forged, other] = await Promise.all([
      getWithHost("127.0.0.1"),
      getWithHost("evil.example"),
      getWithHost("x.example:81"),
    ]);
    expect(plain.body).toContain(`${PUBLIC}/api/news/DPSSWB.rss`);
    expect(forged.body).toBe(plain.body);
    expect(other.etag).toBe(plain.etag);
    expect(forged.body).not.toContain("evil.example");
  });

  it("keeps one cached feed, however many Hosts ask for it", async () => {
    await withDb(service.dataDir, async (db) => {
      const keys = new Set<string>();
      const cache = new (class extends ContentCache {
        get(key: string, build: () => Promise<unknown>, type?: string) {
          keys.add(key);
          return super.get(key, build, type);
        }
      })(db);
      const app = Fastify();
      // As the service sets it (server.ts): the routes' schemas are zod's.
      app.setValidatorCompiler(validatorCompiler);
      app.decorate("db", db);
      app.decorate("contentCache", cache);
      app.decorate("school", { code: "DPSSWB", name: "School" });
      await app.register(feedRoutes, { siteUrl: "https://school.example", serviceUrl: PUBLIC });
      const base = await app.listen({ port: 0, host: "127.0.0.1" });
      try {
        for (const host of ["a.example", "b.example", "c.example:8080"])
          expect((await getWithHost(host, base)).status).toBe(200);
      } finally {
        await app.close();
        await cache.close();
      }
      expect([...keys]).toHaveLength(1);
    });
  });
});

describe("text taken from service HTML", () => {
  const html =
    "<p>Sports Day</p><script>window.__feedScriptRan = true</script><style>p{color:red}</style><p>on the field</p>";

  it("reaches the news feed without the text of scripts and styles", async () => {
    const rss = newsRss(
      [{ _id: "n1", title: `<b>Results</b><script>steal()</script>`, description: html, fromDate: "2026-11-02" }],
      {
        schoolName: "School",
        siteUrl: "https://school.example",
        feedUrl: "https://content.example/api/news/X.rss",
        imageUrl: (id) => id,
        attachment: () => null,
      },
    );
    const [item] = (await new Parser().parseString(rss)).items;
    expect(item.title).toBe("Results");
    expect(item.content ?? item.contentSnippet).toBe("Sports Day on the field");
    expect(rss).not.toMatch(/steal|__feedScriptRan|color:red/);
  });

  it("reaches the calendar without the text of scripts and styles", () => {
    const event = calendarEvent(
      "event",
      {
        _id: "e1",
        title: "Sports Day<script>steal()</script>",
        description: html,
        venue: "<i>Field</i>",
        date: "2026-11-02",
      },
      { schoolCode: "X", siteUrl: "https://school.example" },
    );
    expect(event).toMatchObject({ title: "Sports Day", description: "Sports Day on the field", location: "Field" });
  });
});

/** @jest-environment node */
import { indiaNow } from "@school/contract/alerts";
import { DeskClient, signedIn } from "./deskClient";
import { startService } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;

/** India's time `minutes` from now, as the desk writes it. */
const inMinutes = (minutes: number) => indiaNow(new Date(Date.now() + minutes * 60_000));

const notice = (title: string, level: string, from: number, until: number, link = "") => ({
  title,
  message: `${title}: what parents should know.`,
  level,
  startsAt: inMinutes(from),
  endsAt: inMinutes(until),
  link,
});

describe("urgent notices", () => {
  let service: Service;
  let editor: DeskClient;
  let admin: DeskClient;
  const alerts = () => fetch(`${service.base}/api/alerts/DPSSWB`);
  const titles = async (response: Response) => ((await response.json()) as { title: string }[]).map((n) => n.title);

  beforeAll(async () => {
    service = await startService();
    editor = await signedIn(service, "office@school.example", "editor");
    admin = await signedIn(service, "head@school.example", "admin");
  }, 60_000);
  afterAll(() => service.close());

  it("answers none while none is in force: the seed's notice has ended", async () => {
    const response = await alerts();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("answers a notice an editor publishes at once, the most urgent first, and leaves out ended and future ones", async () => {
    for (const body of [
      notice("Buses run late", "information", -60, 60),
      notice("School closed tomorrow", "closure", -5, 24 * 60, "/news"),
      notice("Ended yesterday", "emergency", -48 * 60, -24 * 60),
      notice("Starts next week", "closure", 7 * 24 * 60, 8 * 24 * 60),
      notice("Gas leak near the gate", "emergency", -1, 120),
    ]) {
      const saved = await editor.request("/api/desk/alerts", { method: "POST", json: body });
      expect(saved.status).toBe(201);
    }
    const response = await alerts();
    expect(await titles(response)).toEqual(["Gas leak near the gate", "School closed tomorrow", "Buses run late"]);
  });

  it("may be kept 30 seconds by browsers and shared caches, and revalidated by its ETag", async () => {
    const response = await alerts();
    expect(response.headers.get("cache-control")).toBe("public, max-age=30, s-maxage=30");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"/);
    const again = await fetch(`${service.base}/api/alerts/DPSSWB`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${service.base}/api/alerts/NOSUCH`)).status).toBe(404);
  });

  it("refuses a notice that ends before it starts, or links away from the site, naming the field", async () => {
    const backwards = await editor.request("/api/desk/alerts", {
      method: "POST",
      json: { ...notice("Backwards", "closure", 60, 0) },
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).errors).toEqual({ endsAt: "The end must be after the start." });
    const away = await editor.request("/api/desk/alerts", {
      method: "POST",
      json: notice("Away", "information", 0, 60, "https://elsewhere.example/"),
    });
    expect((await away.json()).errors).toEqual({
      link: "Link must be a page of this site, starting with / (for example /news).",
    });
    expect(await titles(await alerts())).not.toContain("Backwards");
  });

  it("is recorded in the audit log", async () => {
    const response = await admin.request(
      `/api/desk/audit?filter=${encodeURIComponent(JSON.stringify({ kind: "alerts", action: "create" }))}`,
    );
    const entries = (await response.json()) as { actor: string; label: string }[];
    expect(entries.map((entry) => entry.label)).toContain("Gas leak near the gate");
    expect(entries.every((entry) => entry.actor === "office@school.example")).toBe(true);
  });

  it("is carried first by the news feed while in force", async () => {
    const rss = await (await fetch(`${service.base}/api/news/DPSSWB.rss`)).text();
    const titlesInFeed = [...rss.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1]);
    expect(titlesInFeed.slice(0, 3)).toEqual([
      "Emergency: Gas leak near the gate",
      "School closed: School closed tomorrow",
      "Notice: Buses run late",
    ]);
    expect(rss).not.toContain("Starts next week");
  });
});

/** @jest-environment node */
import { indiaNow } from "@school/contract/alerts";
import { getEntity } from "../../src/db/entities";
import { indiaTimeText } from "@school/contract/indiaTime";
import { DeskClient, addAccount } from "./deskClient";
import { startService, withDb } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
let anita: DeskClient;
let anitaElsewhere: DeskClient;
let ravi: DeskClient;
let admin: DeskClient;

beforeAll(async () => {
  service = await startService();
  await addAccount(service.dataDir, "anita@school.example", "editor");
  await addAccount(service.dataDir, "ravi@school.example", "editor");
  await addAccount(service.dataDir, "head@school.example", "admin");
  anita = new DeskClient(service.base);
  anitaElsewhere = new DeskClient(service.base);
  ravi = new DeskClient(service.base);
  admin = new DeskClient(service.base);
  await Promise.all([
    anita.signIn("anita@school.example"),
    anitaElsewhere.signIn("anita@school.example"),
    ravi.signIn("ravi@school.example"),
    admin.signIn("head@school.example"),
  ]);
}, 60_000);
afterAll(() => service.close());

/** One tab's view of an item: the record it loaded and the ETag it came with. */
async function load(client: DeskClient, path: string) {
  const response = await client.request(path);
  expect(response.status).toBe(200);
  return { etag: String(response.headers.get("etag")), record: (await response.json()) as Record<string, unknown> };
}

const put = (client: DeskClient, path: string, json: unknown, ifMatch?: string) =>
  client.request(path, { method: "PUT", json, headers: ifMatch ? { "If-Match": ifMatch } : {} });
const remove = (client: DeskClient, path: string, ifMatch?: string) =>
  client.request(path, { method: "DELETE", headers: ifMatch ? { "If-Match": ifMatch } : {} });

/** An album of the seed's photos, as the form sends it back. */
const albumBody = (record: Record<string, unknown>) => ({
  category: record.category,
  title: record.title,
  date: record.date,
  description: record.description ?? "",
  attachments: record.attachments,
});

const minutesAgo = (iso: unknown) => (Date.now() - Date.parse(String(iso))) / 60_000;

describe("every desk item carries its version", () => {
  it.each([
    "gallery/gallery_1",
    "news/news_1",
    "events/event_1",
    "birthdays/birthday_1",
    "toppers/topper_1",
    "blog/blog_1",
    "calendar/calendar_1",
    "registrations/registration_1",
    "highlights/highlight_1",
  ])("GET /api/desk/%s answers a strong ETag, the record's version", async (item) => {
    const list = (await (await anita.request(`/api/desk/${item.split("/")[0]}`)).json()) as { id: string }[];
    const id = list[0].id;
    const { etag, record } = await load(anita, `/api/desk/${item.split("/")[0]}/${id}`);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(etag).toBe(`"${record.version}"`);
    expect((list[0] as Record<string, unknown>).version).toBe(record.version);
  });
});

describe("two tabs on one album", () => {
  it("the second save answers 412 naming who changed it and when, and the first change stays", async () => {
    const path = "/api/desk/gallery/gallery_2";
    const tabA = await load(anita, path);
    const tabB = await load(ravi, path);
    expect(tabB.etag).toBe(tabA.etag);

    const saved = await put(anita, path, { ...albumBody(tabA.record), title: "Renamed by Anita" }, tabA.etag);
    expect(saved.status).toBe(200);
    const newTag = saved.headers.get("etag");
    expect(newTag).not.toBe(tabA.etag);
    expect(newTag).toBe(`"${(await saved.json()).version}"`);

    const refused = await put(ravi, path, { ...albumBody(tabB.record), description: "Ravi's words" }, tabB.etag);
    expect(refused.status).toBe(412);
    const body = await refused.json();
    expect(minutesAgo(body.changedAt)).toBeLessThan(1);
    expect(body.changedBy).toBe("anita@school.example");
    expect(body.error).toBe(
      `anita@school.example changed this album on ${indiaTimeText(body.changedAt)}. Reload it to see that change; what you typed is kept.`,
    );
    expect(body.error).toMatch(/ on \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST\. /);

    const now = (await load(anita, path)).record;
    expect(now.title).toBe("Renamed by Anita");
    expect(now.description).toBe(tabA.record.description);
    expect(`"${now.version}"`).toBe(newTag);
  });

  it("says so when the other tab was the same person's", async () => {
    const path = "/api/desk/gallery/gallery_3";
    const tabA = await load(anita, path);
    const tabB = await load(anitaElsewhere, path);
    expect((await put(anita, path, { ...albumBody(tabA.record), title: "Changed in tab A" }, tabA.etag)).status).toBe(
      200,
    );
    const refused = await put(
      anitaElsewhere,
      path,
      { ...albumBody(tabB.record), title: "Changed in tab B" },
      tabB.etag,
    );
    expect(refused.status).toBe(412);
    const body = await refused.json();
    expect(body.error).toBe(
      `You changed this album on ${indiaTimeText(body.changedAt)} in another tab or on another device. Reload it to see that change; what you typed is kept.`,
    );
  });

  it("lets exactly one of two saves made at the same moment with the same tag through", async () => {
    const path = "/api/desk/gallery/gallery_4";
    const { etag, record } = await load(anita, path);
    const answers = await Promise.all([
      put(anita, path, { ...albumBody(record), title: "First of two" }, etag),
      put(ravi, path, { ...albumBody(record), title: "Second of two" }, etag),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await load(anita, path)).record.title).toBe((await winner.json()).title);
  });

  it("refuses a deletion made to an older version, and keeps the item", async () => {
    const path = "/api/desk/gallery/gallery_5";
    const old = await load(ravi, path);
    expect((await put(anita, path, { ...albumBody(old.record), title: "Kept, not deleted" }, old.etag)).status).toBe(
      200,
    );
    const refused = await remove(ravi, path, old.etag);
    expect(refused.status).toBe(412);
    expect((await refused.json()).error).toMatch(
      /^anita@school\.example changed this album on .+ IST\. Reload it to see that change before you delete it\.$/,
    );
    expect((await load(ravi, path)).record.title).toBe("Kept, not deleted");
    const fresh = await load(ravi, path);
    expect((await remove(ravi, path, fresh.etag)).status).toBe(200);
    expect((await ravi.request(path)).status).toBe(404);
  });

  it("names no one when the change came from outside the desk, such as a reseed", async () => {
    const path = "/api/desk/news/news_2";
    const { etag } = await load(anita, path);
    const at = new Date().toISOString();
    await withDb(service.dataDir, async (db) => {
      const body = await getEntity(db, "news", "news_2");
      await db
        .updateTable("entities")
        .set({ body: JSON.stringify({ ...body, title: "Changed elsewhere" }), updated_at: at })
        .where("kind", "=", "news")
        .where("id", "=", "news_2")
        .execute();
    });
    const refused = await put(anita, path, { title: "Mine", fromDate: "2026-11-20", attachments: [] }, etag);
    expect(refused.status).toBe(412);
    expect((await refused.json()).error).toBe(
      `This news item was changed on ${indiaTimeText(at)}, after you opened it. Reload it to see that change; what you typed is kept.`,
    );
  });
});

describe("an urgent notice", () => {
  it("changed by another editor: the older tab's save answers 412 naming an urgent notice", async () => {
    const inMinutes = (minutes: number) => indiaNow(new Date(Date.now() + minutes * 60_000));
    const notice = {
      title: "School closed tomorrow",
      message: "Heavy rain: the school is closed tomorrow.",
      level: "closure",
      startsAt: inMinutes(-5),
      endsAt: inMinutes(24 * 60),
      link: "",
    };
    const created = await anita.request("/api/desk/alerts", { method: "POST", json: notice });
    expect(created.status).toBe(201);
    const path = `/api/desk/alerts/${(await created.json()).id}`;
    const tabA = await load(anita, path);
    const tabB = await load(ravi, path);
    expect((await put(anita, path, { ...notice, title: "School closed on Friday" }, tabA.etag)).status).toBe(200);
    const refused = await put(ravi, path, { ...notice, message: "Ravi's words" }, tabB.etag);
    expect(refused.status).toBe(412);
    const body = await refused.json();
    expect(body.error).toBe(
      `anita@school.example changed this urgent notice on ${indiaTimeText(body.changedAt)}. Reload it to see that change; what you typed is kept.`,
    );
  });
});

describe("If-Match is required and compared strongly", () => {
  const path = "/api/desk/news/news_3";

  it("answers 428 to a change or a deletion that names no version, and changes nothing", async () => {
    const before = await load(anita, path);
    for (const response of [
      await put(anita, path, { title: "No tag", fromDate: "2026-11-20", attachments: [] }),
      await remove(anita, path),
    ]) {
      expect(response.status).toBe(428);
      expect(await response.json()).toEqual({
        error:
          "The desk did not say which version of this item it changed, so nothing was saved. Reload the page and make the change again.",
      });
    }
    expect((await load(anita, path)).record).toEqual(before.record);
  });

  it("refuses a weak tag, takes * and a list holding the current tag", async () => {
    const { etag, record } = await load(anita, path);
    const body = {
      title: record.title,
      fromDate: record.fromDate,
      description: record.description ?? "",
      attachments: record.attachments,
    };
    expect((await put(anita, path, body, `W/${etag}`)).status).toBe(412);
    const listed = await put(anita, path, body, `"older", ${etag}`);
    expect(listed.status).toBe(200);
    expect((await put(anita, path, body, "*")).status).toBe(200);
  });
});

describe("transfer certificates and enquiries", () => {
  it("a certificate: 428 without a tag, 412 with an old one, 200 with the current", async () => {
    const [first] = (await (await admin.request("/api/desk/certificates")).json()) as { id: string }[];
    const path = `/api/desk/certificates/${first.id}`;
    const { etag, record } = await load(admin, path);
    const body = { admission: record.admission, name: record.name, image: record.image };
    expect((await put(admin, path, body)).status).toBe(428);
    const saved = await put(admin, path, { ...body, name: `${record.name} Kumar` }, etag);
    expect(saved.status).toBe(200);
    const refused = await put(admin, path, body, etag);
    expect(refused.status).toBe(412);
    expect((await refused.json()).error).toMatch(
      /^You changed this transfer certificate on .+ IST in another tab or on another device\. Reload it to see that change; what you typed is kept\.$/,
    );
    expect((await remove(admin, path, etag)).status).toBe(412);
    expect((await load(admin, path)).record.name).toBe(`${record.name} Kumar`);
  });

  it("an enquiry marked handled elsewhere: 412 for the older tab, and no word about typing", async () => {
    const sent = await fetch(`${service.base}/api/form/DPSSWB/dif`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Meena Roy",
        address: "Siliguri",
        phone: "9876543210",
        email: "meena@example.com",
        mailType: "Enquiry",
        message: "A question",
        schoolcode: "DPSSWB",
      }),
    });
    expect(sent.status).toBe(201);
    const path = `/api/desk/submissions/${(await sent.json()).id}`;
    const { etag } = await load(admin, path);
    expect((await put(admin, path, { handled: true })).status).toBe(428);
    expect((await put(admin, path, { handled: true }, etag)).status).toBe(200);
    const refused = await put(admin, path, { handled: false }, etag);
    expect(refused.status).toBe(412);
    expect((await refused.json()).error).toMatch(
      /^You changed this enquiry or application on .+ IST in another tab or on another device\. Reload it to see that change\.$/,
    );
    expect((await load(admin, path)).record.handled).toBe(true);
  });
});

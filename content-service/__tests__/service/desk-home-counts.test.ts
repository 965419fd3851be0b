/** @jest-environment node */
import { sql } from "kysely";
import { getEntity } from "../../src/db/entities";
import { storeSubmission } from "../../src/db/submissions";
import { folderStore } from "../../src/files/folderStore";
import { listLink, publishedToday, startOfDay, toTidy, type Filter } from "../../desk/src/lib/attention";
import { todayIso } from "@school/contract/dates";
import { DeskClient, addAccount } from "./deskClient";
import { query, startService, withDb } from "./helpers";

/** The desk's home screen counts with the lists' own filters, over real HTTP. */
let service: Awaited<ReturnType<typeof startService>>;
let editor: DeskClient;
let admin: DeskClient;
const today = todayIso();
const dayStart = startOfDay(new Date());
const tidy = toTidy({ today, isAdmin: true });
const lineOf = (resource: string) => tidy.find((line) => line.resource === resource)!;

beforeAll(async () => {
  service = await startService();
  await addAccount(service.dataDir, "editor@school.example", "editor");
  await addAccount(service.dataDir, "admin@school.example", "admin");
  editor = new DeskClient(service.base);
  admin = new DeskClient(service.base);
  await editor.signIn("editor@school.example");
  await admin.signIn("admin@school.example");
}, 60_000);
afterAll(() => service.close());

/** What the home screen reads: the total of a one-item page of the filtered list. */
async function count(client: DeskClient, resource: string, filter: Filter): Promise<number> {
  const response = await client.request(
    `/api/desk/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), range: "[0,0]" })}`,
  );
  expect(response.status).toBe(200);
  return Number(/\/(\d+)$/.exec(response.headers.get("content-range") ?? "")?.[1]);
}

const all = async (resource: string) =>
  (await (await editor.request(`/api/desk/${resource}?range=[0,499]`)).json()) as Record<string, unknown>[];

const create = async (resource: string, body: Record<string, unknown>) => {
  const response = await editor.request(`/api/desk/${resource}`, { method: "POST", json: body });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
};

it("counts past events as the events whose date is before today, and only them", async () => {
  const line = lineOf("events");
  const before = await count(editor, "events", line.filter);
  expect(before).toBe((await all("events")).filter((event) => String(event.date) < today).length);
  await create("events", { title: "Long past", date: "2020-01-15", images: [], attachments: [] });
  await create("events", { title: "Still to come", date: "2099-01-15", images: [], attachments: [] });
  await create("events", { title: "Today's", date: today, images: [], attachments: [] });
  expect(await count(editor, "events", line.filter)).toBe(before + 1);
});

it("counts the birthdays without a day (shown every day), not those with one", async () => {
  const line = lineOf("birthdays");
  const before = await count(editor, "birthdays", line.filter);
  expect(before).toBe((await all("birthdays")).filter((birthday) => !birthday.day).length);
  const old = await create("birthdays", { name: "From before days", class: "V A", day: "3 March", attachments: [] });
  await create("birthdays", { name: "With a day", class: "V B", day: "26 July", attachments: [] });
  expect(await count(editor, "birthdays", line.filter)).toBe(before);
  // A birthday kept from before the desk asked for the day.
  await withDb(service.dataDir, async (db) => {
    const { day: _day, ...body } = (await getEntity(db, "birthday", old.id)) ?? {};
    await db
      .updateTable("entities")
      .set({ body: JSON.stringify(body) })
      .where("kind", "=", "birthday")
      .where("id", "=", old.id)
      .execute();
  });
  expect(await count(editor, "birthdays", line.filter)).toBe(before + 1);
});

it("counts by when an item was added, in the office's day", async () => {
  const filter = { createdAt_lt: dayStart };
  const before = await count(editor, "calendar", filter);
  const added = await create("calendar", { title: "Added yesterday", date: today, attachments: [] });
  expect(await count(editor, "calendar", filter)).toBe(before);
  await query(
    service.dataDir,
    sql`UPDATE entities SET created_at = ${new Date(Date.parse(dayStart) - 60_000).toISOString()} WHERE id = ${added.id}`,
  );
  expect(await count(editor, "calendar", filter)).toBe(before + 1);
});

it("counts what staff published today at the desk, kind by kind, and not the sample content", async () => {
  const line = publishedToday(dayStart).find((item) => item.resource === "news")!;
  const before = await count(editor, "news", line.filter);
  await create("news", { title: "Published today", fromDate: today, attachments: [] });
  expect(await count(editor, "news", line.filter)).toBe(before + 1);
  // The seeded news was added today too, by the seed: it is not counted.
  expect((await all("news")).filter((item) => item.origin === "seed").length).toBeGreaterThan(0);
  expect(before).toBe(
    (await all("news")).filter((item) => item.origin === "desk" && String(item.createdAt) >= dayStart).length - 1,
  );
});

it("counts new enquiries for admins; an editor may not count them", async () => {
  const line = lineOf("submissions");
  const before = await count(admin, "submissions", line.filter);
  await withDb(service.dataDir, (db) =>
    storeSubmission(db, folderStore(service.dataDir), "contact", {
      name: "Asha",
      address: "Siliguri",
      phone: "9876543210",
      email: "a@example.com",
      mailType: "Enquiry",
      message: "Hello",
    }),
  );
  expect(await count(admin, "submissions", line.filter)).toBe(before + 1);
  expect(
    (await editor.request(`/api/desk/submissions?${new URLSearchParams({ filter: JSON.stringify(line.filter) })}`))
      .status,
  ).toBe(403);
  expect(toTidy({ today, isAdmin: false }).map((item) => item.resource)).not.toContain("submissions");
});

it("links each line to its list with the same filter", () => {
  expect(listLink("events", { date_lt: "2026-11-25" })).toEqual({
    pathname: "/events",
    search: `?filter=${encodeURIComponent('{"date_lt":"2026-11-25"}')}`,
  });
});

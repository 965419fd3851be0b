/** @jest-environment node */
import { sql } from "kysely";
import { kindBody } from "@school/contract/desk/kindBody";
import { DESK_KINDS, type DeskKind } from "@school/contract/desk/kinds";
import { DeskClient, addAccount, signedIn } from "./deskClient";
import { CONTACT, startService, withDb } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
let admin: DeskClient;

beforeAll(async () => {
  service = await startService();
  admin = await signedIn(service, "head@school.example", "admin");
}, 60_000);
afterAll(() => service.close());

/** Each field a kind's schema declares, with its type, as the test reads the schema. */
const fieldsOf = (kind: DeskKind) => Object.entries(kindBody(kind).properties);

/** The fields of a record that a PUT sends back: the schema's. */
const bodyOf = (kind: DeskKind, record: Record<string, unknown>) =>
  Object.fromEntries(
    fieldsOf(kind)
      .filter(([field]) => field in record)
      .map(([field]) => [field, record[field]]),
  );

/** Values of the wrong type for a field: a list and an object where text belongs; text, an object
 * and numbers where a list of ids belongs; and so on. */
function wrongValues(type: string | undefined): unknown[] {
  switch (type) {
    case "array":
      return ["x", {}, [1], [{ id: "x" }], 7];
    case "number":
      return ["97", [], {}, true];
    case "boolean":
      return ["yes", 1, [], {}];
    default:
      return [[], {}, ["x"], { nested: [{ deeper: {} }] }, 42, true];
  }
}

/** An item of each kind to change: the first of its list (an enquiry is sent first). */
async function itemOf(kind: DeskKind): Promise<string> {
  if (kind.name === "submissions") {
    const sent = await fetch(`${service.base}/api/form/DPSSWB/dif`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(CONTACT),
    });
    return `/api/desk/submissions/${(await sent.json()).id}`;
  }
  const [first] = (await (await admin.request(`/api/desk/${kind.name}`)).json()) as { id: string }[];
  return `/api/desk/${kind.name}/${first.id}`;
}

/** What the database holds, to show that nothing changed: each table in its primary key's order. */
const TABLES = [
  sql`SELECT * FROM entities ORDER BY kind, id`,
  sql`SELECT * FROM certificates ORDER BY id`,
  sql`SELECT * FROM submissions ORDER BY id`,
  sql`SELECT * FROM media ORDER BY id`,
];
const snapshot = () =>
  withDb(service.dataDir, async (db) => {
    const tables: unknown[][] = [];
    for (const statement of TABLES) tables.push((await statement.execute(db)).rows);
    return JSON.stringify(tables);
  });

const send = (client: DeskClient, path: string, method: string, text: string, etag?: string) =>
  client.request(path, {
    method,
    body: text,
    headers: { "Content-Type": "application/json", ...(etag ? { "If-Match": etag } : {}) },
  });

const WRITABLE = DESK_KINDS.filter((kind) => kind.schema);

describe.each(WRITABLE.map((kind) => [kind.name, kind] as const))("%s: a body of the wrong shape", (_name, kind) => {
  let path: string;
  let etag: string;
  let record: Record<string, unknown>;
  // A person of its own for each kind: the checks below are more writes than one person may make
  // in ten minutes.
  let desk: DeskClient;
  beforeAll(async () => {
    desk = new DeskClient(service.base);
    await addAccount(service.dataDir, `${kind.name}@school.example`, "admin");
    await desk.signIn(`${kind.name}@school.example`);
    path = await itemOf(kind);
    const loaded = await admin.request(path);
    etag = String(loaded.headers.get("etag"));
    record = await loaded.json();
  });

  it.each(fieldsOf(kind).flatMap(([field, { type }]) => wrongValues(type).map((value) => [field, value] as const)))(
    "%s: %j answers 400 naming the field, and changes nothing",
    async (field, value) => {
      const before = await snapshot();
      const body = { ...bodyOf(kind, record), [field]: value };
      const changed = await send(desk, path, "PUT", JSON.stringify(body), etag);
      expect(changed.status).toBe(400);
      const answer = await changed.json();
      expect(typeof answer.message).toBe("string");
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(answer.errors[field]).toMatch(/^Must be /);
      if (kind.name !== "submissions") {
        const created = await send(desk, `/api/desk/${kind.name}`, "POST", JSON.stringify(body));
        expect(created.status).toBe(400);
        expect(Object.keys((await created.json()).errors)).toEqual([field]);
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it("an unknown field answers 400 naming it, and changes nothing", async () => {
    const before = await snapshot();
    const changed = await send(desk, path, "PUT", JSON.stringify({ ...bodyOf(kind, record), colour: "red" }), etag);
    expect(changed.status).toBe(400);
    expect((await changed.json()).errors).toEqual({ colour: "Not a field of this kind of item." });
    expect(await snapshot()).toBe(before);
  });

  // An enquiry is read, not edited: its PUT takes {handled} alone, never what the visitor sent.
  if (kind.name !== "submissions") {
    it("the record as GET answered it, sent back whole, is taken (its own fields are ignored)", async () => {
      const changed = await send(desk, path, "PUT", JSON.stringify(record), etag);
      expect(changed.status).toBe(200);
      etag = String(changed.headers.get("etag"));
      record = await changed.json();
    });
  }

  it.each([
    "null",
    "[]",
    '"x"',
    "5",
    "true",
    "{}",
    '{"title": []}',
    '{"title": {}}',
    '{"attachments": "x"}',
    '{"attachments": [1]}',
    '{"division": 1e400}',
    '{"title": 1e400, "name": -1e400}',
    '{"a": {"b": {"c": [[[{}]]]}}}',
    "{",
    '{"__proto__": {"x": 1}}',
    '{"constructor": {"prototype": {}}}',
  ])("%s answers 400, never 500, as a change and as a new item, and changes nothing", async (text) => {
    const before = await snapshot();
    const answers = [
      await send(desk, path, "PUT", text, etag),
      ...(kind.name === "submissions" ? [] : [await send(desk, `/api/desk/${kind.name}`, "POST", text)]),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      // Ours name the fields; Fastify's own, for JSON it cannot read, only says so.
      const said = await answer.json();
      expect(typeof (said.message ?? said.error)).toBe("string");
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("a refused change keeps the item's files", () => {
  it("an album sent with a list for its title keeps its photos, in the database and on disk", async () => {
    const loaded = await admin.request("/api/desk/gallery/gallery_1");
    const album = await loaded.json();
    const before = await snapshot();
    const refused = await send(
      admin,
      "/api/desk/gallery/gallery_1",
      "PUT",
      JSON.stringify({
        ...bodyOf(
          DESK_KINDS.find((kind) => kind.name === "gallery")!,
          album,
        ),
        title: [],
      }),
      String(loaded.headers.get("etag")),
    );
    expect(refused.status).toBe(400);
    expect(await snapshot()).toBe(before);
    for (const id of album.attachments as string[])
      expect((await fetch(`${service.base}/api/image/${id}`)).status).toBe(200);
  });
});

/** @jest-environment node */
import { sql } from "kysely";
import sharp from "sharp";
import { DeskClient, addAccount, signedIn } from "./deskClient";
import { ORIGIN, query, startService } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;
interface Entry {
  id: number;
  actor: string;
  action: string;
  kind: string | null;
  itemId: string | null;
  label: string | null;
  address: string | null;
  changes: Record<string, unknown> | null;
}

/** The audit log as an admin reads it at the desk, newest first. */
async function auditLog(admin: DeskClient, filter: Record<string, unknown> = {}): Promise<Entry[]> {
  const response = await admin.request(
    `/api/desk/audit?range=${encodeURIComponent("[0,499]")}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  expect(response.status).toBe(200);
  return response.json();
}

/** A change as the desk sends it: with the ETag it loaded, when the service gives one. */
async function write(client: DeskClient, path: string, method: "PUT" | "DELETE", json?: unknown) {
  const loaded = await client.request(path);
  const etag = loaded.headers.get("etag");
  return client.request(path, { method, json, headers: etag ? { "If-Match": etag } : {} });
}

describe("the audit log names what changed", () => {
  let service: Service;
  let admin: DeskClient;
  beforeAll(async () => {
    service = await startService();
    admin = await signedIn(service, "head@school.example", "admin");
  }, 60_000);
  afterAll(() => service.close());

  it("keeps an album's title as it was at each change, through a rename and a deletion", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer();
    const upload = await (await admin.upload(photo, "sports-day-1.jpg")).json();
    const album = {
      category: "PhotoGallery",
      title: "Annual Sports Day",
      date: "2026-11-19",
      description: "",
      attachments: [upload.id],
    };
    const created = await (await admin.request("/api/desk/gallery", { method: "POST", json: album })).json();
    expect(
      (await write(admin, `/api/desk/gallery/${created.id}`, "PUT", { ...album, title: "Annual Sports Day 2026" }))
        .status,
    ).toBe(200);
    expect((await write(admin, `/api/desk/gallery/${created.id}`, "DELETE")).status).toBe(200);

    const entries = (await auditLog(admin, { itemId: created.id })).reverse();
    expect(entries.map(({ action, kind, label }) => ({ action, kind, label }))).toEqual([
      { action: "create", kind: "gallery", label: "Annual Sports Day" },
      { action: "update", kind: "gallery", label: "Annual Sports Day 2026" },
      { action: "delete", kind: "gallery", label: "Annual Sports Day 2026" },
    ]);
    // The album's deletion took its photo: the log no longer names the file, which may name a pupil.
    const [uploaded] = await auditLog(admin, { itemId: upload.id });
    expect(uploaded).toMatchObject({ action: "upload", kind: "media", label: null, partOfKind: null, removed: true });
  });

  it("names an upload by its file and the item using it while the file is kept, and stores neither", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3c3" } })
      .jpeg()
      .toBuffer();
    const upload = await (await admin.upload(photo, "relay-final.jpg")).json();
    const [unused] = await auditLog(admin, { itemId: upload.id });
    expect(unused).toMatchObject({ label: "relay-final.jpg", partOfKind: null, partOfLabel: null, removed: false });

    const album = { category: "SportsCorner", title: "Inter-house relay", date: "2026-11-20", description: "" };
    const created = await admin.request("/api/desk/gallery", {
      method: "POST",
      json: { ...album, attachments: [upload.id] },
    });
    expect(created.status).toBe(201);
    const [used] = await auditLog(admin, { itemId: upload.id });
    expect(used).toMatchObject({
      action: "upload",
      kind: "media",
      label: "relay-final.jpg",
      partOfKind: "gallery",
      partOfLabel: "Inter-house relay",
      removed: false,
    });
    const byName = (await (
      await admin.request(`/api/desk/audit?filter=${encodeURIComponent(JSON.stringify({ q: "relay-final" }))}`)
    ).json()) as Entry[];
    expect(byName.map((entry) => entry.itemId)).toEqual([upload.id]);
    const stored = await query<{ label: string | null }>(
      service.dataDir,
      sql`SELECT label FROM audit WHERE item_id = ${upload.id}`,
    );
    expect(stored).toEqual([{ label: null }]);
  });

  it("finds entries by the title they recorded", async () => {
    const response = await admin.request(
      `/api/desk/audit?filter=${encodeURIComponent(JSON.stringify({ q: "sports day 2026" }))}`,
    );
    const found = (await response.json()) as Entry[];
    expect(found.map((entry) => entry.action).sort()).toEqual(["delete", "update"]);
  });

  it("names an enquiry by its type and day, never by the sender, whose data the retention sweep removes", async () => {
    const sent = await fetch(`${service.base}/api/form/DPSSWB/dif`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({
        name: "Anita Parent",
        address: "12 Hill Road",
        phone: "9876543210",
        email: "anita@example.com",
        mailType: "Enquiry",
        message: "A question.",
        schoolcode: "DPSSWB",
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    expect((await write(admin, `/api/desk/submissions/${id}`, "DELETE")).status).toBe(200);
    const [entry] = await auditLog(admin, { itemId: id });
    expect(entry.label).toBe(`Enquiry received ${new Date().toISOString().slice(0, 10)}`);
    expect(JSON.stringify(entry)).not.toContain("Anita");
  });

  it("keeps entries written before titles were recorded, with no title (the desk shows their id)", async () => {
    await query(
      service.dataDir,
      sql`INSERT INTO audit (school, at, actor, action, kind, item_id, changes) VALUES ('DPSSWB', ${"2026-01-01T00:00:00.000Z"}, ${"old@school.example"}, 'update', 'news', 'news_1', ${'{"title":["a","b"]}'})`,
    );
    const [old] = await auditLog(admin, { actor: "old@school.example" });
    expect(old).toMatchObject({ itemId: "news_1", label: null, address: null });
  });

  it("records a sign-in with the address it came from", async () => {
    await new DeskClient(service.base).signIn("head@school.example");
    const [entry] = await auditLog(admin, { action: "sign-in" });
    expect(entry).toMatchObject({ actor: "head@school.example", address: "127.0.0.1" });
  });
});

describe("the audit log records refused sign-ins", () => {
  // A service of its own: the failures from this one address lock it out.
  let service: Service;
  let admin: DeskClient;
  beforeAll(async () => {
    service = await startService();
    await addAccount(service.dataDir, "head@school.example", "admin");
    await addAccount(service.dataDir, "left@school.example", "editor");
    admin = new DeskClient(service.base);
    await admin.signIn("head@school.example");
    await query(
      service.dataDir,
      sql`UPDATE staff SET disabled_at = ${new Date().toISOString()} WHERE email = 'left@school.example'`,
    );
  }, 60_000);
  afterAll(() => service.close());
  const attempt = (email: string, password: string) => new DeskClient(service.base).signIn(email, password);

  it("records each failure (the e-mail tried, the address, when, why; never the password) and the lockout that follows", async () => {
    const started = new Date().toISOString();
    expect((await attempt("Head@School.example", "first wrong guess")).status).toBe(401);
    expect((await attempt("ghost@school.example", "second wrong guess")).status).toBe(401);
    expect((await attempt("left@school.example", "correct horse battery staple")).status).toBe(401);
    for (const guess of ["fourth", "fifth", "sixth", "seventh"])
      expect((await attempt("head@school.example", `${guess} wrong guess`)).status).toBe(401);
    // This account is locked out for this address now: three more tries make one entry.
    expect((await attempt("head@school.example", "correct horse battery staple")).status).toBe(429);
    expect((await attempt("head@school.example", "eighth wrong guess")).status).toBe(429);
    expect((await attempt("HEAD@school.example", "ninth wrong guess")).status).toBe(429);

    const failures = (await auditLog(admin, { action: "sign-in-failed" })).reverse();
    expect(failures.map(({ actor, address, changes }) => ({ actor, address, reason: changes?.reason }))).toEqual([
      { actor: "head@school.example", address: "127.0.0.1", reason: "wrong password" },
      { actor: "ghost@school.example", address: "127.0.0.1", reason: "no such account" },
      { actor: "left@school.example", address: "127.0.0.1", reason: "account disabled" },
      { actor: "head@school.example", address: "127.0.0.1", reason: "wrong password" },
      { actor: "head@school.example", address: "127.0.0.1", reason: "wrong password" },
      { actor: "head@school.example", address: "127.0.0.1", reason: "wrong password" },
      { actor: "head@school.example", address: "127.0.0.1", reason: "wrong password" },
    ]);
    for (const entry of failures)
      expect(new Date(String((entry as unknown as { at: string }).at)).toISOString() >= started).toBe(true);
    expect(failures.slice(0, 6).every((entry) => !("lockedUntil" in (entry.changes ?? {})))).toBe(true);
    expect(failures[6].changes?.lockedUntil).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    const locked = await auditLog(admin, { action: "sign-in-locked" });
    expect(locked).toHaveLength(1);
    expect(locked[0]).toMatchObject({
      actor: "head@school.example",
      address: "127.0.0.1",
      changes: { tries: 3, emails: ["head@school.example"] },
    });

    const stored = JSON.stringify(await query(service.dataDir, sql`SELECT * FROM audit ORDER BY id`));
    for (const password of [
      "first wrong guess",
      "fifth wrong guess",
      "eighth wrong guess",
      "correct horse battery staple",
    ])
      expect(stored).not.toContain(password);
  });
});

/** @jest-environment node */
import { sql } from "kysely";
import { LAST_ADMIN } from "../../src/auth/staff";
import { DeskClient, PASSWORD, addAccount } from "./deskClient";
import { query, startService } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;
interface StaffRecord {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
  password?: string;
}

let service: Service;
let admin: DeskClient;
let editor: DeskClient;
beforeAll(async () => {
  service = await startService();
  await addAccount(service.dataDir, "head@school.example", "admin");
  await addAccount(service.dataDir, "office@school.example", "editor");
  admin = new DeskClient(service.base);
  expect((await admin.signIn("head@school.example")).status).toBe(204);
  editor = new DeskClient(service.base);
  expect((await editor.signIn("office@school.example")).status).toBe(204);
}, 60_000);
afterAll(() => service.close());

const desk = () => new DeskClient(service.base);
const staffCount = async () =>
  Number((await query(service.dataDir, sql<{ n: number }>`SELECT COUNT(*) AS n FROM staff`))[0].n);

async function add(email: string, role = "editor"): Promise<StaffRecord> {
  const response = await admin.request("/api/desk/staff", { method: "POST", json: { email, role } });
  expect(response.status).toBe(201);
  return response.json();
}

describe("staff accounts at the desk", () => {
  it("are listed to an admin without any password or hash", async () => {
    const response = await admin.request("/api/desk/staff");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const staff = (await response.json()) as Record<string, unknown>[];
    expect(staff.map((s) => s.email)).toEqual(expect.arrayContaining(["head@school.example", "office@school.example"]));
    expect(JSON.stringify(staff)).not.toMatch(/argon2|password/i);
    expect(staff.find((s) => s.email === "office@school.example")).toMatchObject({
      role: "editor",
      disabled: false,
      disabledAt: null,
    });
  });

  it("answers 403 to an editor on every staff call, and changes nothing", async () => {
    const before = await staffCount();
    const [target] = (await (await admin.request("/api/desk/staff")).json()) as StaffRecord[];
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ["/api/desk/staff", {}],
      [`/api/desk/staff/${target.id}`, {}],
      ["/api/desk/staff", { method: "POST", json: { email: "sneaky@school.example", role: "admin" } }],
      [`/api/desk/staff/${target.id}`, { method: "PUT", json: { disabled: true } }],
      [`/api/desk/staff/${target.id}/reset-password`, { method: "POST", json: {} }],
    ];
    for (const [path, init] of calls) {
      const response = await editor.request(path, init);
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe("Only an admin may do this.");
    }
    expect(await staffCount()).toBe(before);
    expect((await admin.request(`/api/desk/staff/${target.id}`)).status).toBe(200);
  });

  it("adds an account with a generated password shown once, which signs in; the log records it without the password", async () => {
    const added = await add("New.Teacher@School.example ");
    expect(added).toMatchObject({ email: "new.teacher@school.example", role: "editor", disabled: false });
    expect(added.password).toMatch(/^[A-Za-z2-9]{20}$/);
    const teacher = desk();
    expect((await teacher.signIn("new.teacher@school.example", added.password)).status).toBe(204);
    expect(await (await teacher.request("/api/desk/session")).json()).toEqual({
      email: "new.teacher@school.example",
      role: "editor",
      school: "DPSSWB",
    });
    // Never again: neither the account's own answer nor the list carries it.
    expect(JSON.stringify(await (await admin.request(`/api/desk/staff/${added.id}`)).json())).not.toContain(
      added.password!,
    );
    const entries = await query(
      service.dataDir,
      sql`SELECT actor, action, kind, item_id, label, changes FROM audit WHERE item_id = ${added.id} ORDER BY id`,
    );
    expect(entries).toEqual([
      {
        actor: "head@school.example",
        action: "create",
        kind: "staff",
        item_id: added.id,
        label: "new.teacher@school.example",
        changes: JSON.stringify({ email: "new.teacher@school.example", role: "editor" }),
      },
    ]);
    const everything = JSON.stringify(await query(service.dataDir, sql`SELECT * FROM audit ORDER BY id`));
    expect(everything).not.toContain(added.password!);
  });

  it.each([
    [{ email: "", role: "editor" }, { email: "Enter the e-mail address." }],
    [{ email: ["a@school.example"], role: "editor" }, { email: "Enter the e-mail address." }],
    [{ email: "not an address", role: "editor" }, { email: "not an address is not an e-mail address." }],
    [
      { email: `${"a".repeat(250)}@school.example`, role: "editor" },
      { email: "The e-mail address must be 254 characters or fewer." },
    ],
    [{ email: "x@school.example", role: "owner" }, { role: "The role must be admin or editor, not owner." }],
    [{ email: "x@school.example", role: { admin: true } }, { role: "Choose admin or editor." }],
    [{ email: "x@school.example" }, { role: "Choose admin or editor." }],
    [
      { email: "x@school.example", role: "editor", password: "my own choice!!" },
      { password: "This call does not take the field password." },
    ],
    [["x@school.example", "editor"], { "": "Send the fields as a JSON object." }],
    [{ email: "office@school.example", role: "editor" }, { email: "office@school.example already has an account." }],
  ])("refuses to add %j: 400 with %j, nothing stored", async (body, errors) => {
    const before = await staffCount();
    const response = await admin.request("/api/desk/staff", { method: "POST", json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Please correct the highlighted fields.", errors });
    expect(await staffCount()).toBe(before);
  });

  it("refuses a change from another origin", async () => {
    const before = await staffCount();
    const response = await admin.request("/api/desk/staff", {
      method: "POST",
      json: { email: "cross@school.example", role: "admin" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await staffCount()).toBe(before);
  });

  it("disables an account, ending its session at once, and enables it again", async () => {
    const added = await add("leaver@school.example");
    const leaver = desk();
    expect((await leaver.signIn("leaver@school.example", added.password)).status).toBe(204);
    expect((await leaver.request("/api/desk/session")).status).toBe(200);

    const disabled = await admin.request(`/api/desk/staff/${added.id}`, { method: "PUT", json: { disabled: true } });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({
      id: added.id,
      disabled: true,
      disabledAt: expect.stringMatching(/^\d{4}-/),
    });
    expect((await leaver.request("/api/desk/session")).status).toBe(401);
    expect((await leaver.request("/api/desk/news")).status).toBe(401);
    expect((await desk().signIn("leaver@school.example", added.password)).status).toBe(401);

    expect(
      (await admin.request(`/api/desk/staff/${added.id}`, { method: "PUT", json: { disabled: false } })).status,
    ).toBe(200);
    expect((await desk().signIn("leaver@school.example", added.password)).status).toBe(204);
    const actions = await query(
      service.dataDir,
      sql`SELECT action, label FROM audit WHERE item_id = ${added.id} ORDER BY id`,
    );
    expect(actions).toEqual([
      { action: "create", label: "leaver@school.example" },
      { action: "disable", label: "leaver@school.example" },
      { action: "enable", label: "leaver@school.example" },
    ]);
  });

  it("changes a role, and the new role counts from the next request of a live session", async () => {
    const added = await add("deputy@school.example");
    const deputy = desk();
    await deputy.signIn("deputy@school.example", added.password);
    expect((await deputy.request("/api/desk/audit")).status).toBe(403);
    const promoted = await admin.request(`/api/desk/staff/${added.id}`, { method: "PUT", json: { role: "admin" } });
    expect(await promoted.json()).toMatchObject({ role: "admin" });
    expect((await deputy.request("/api/desk/audit")).status).toBe(200);
    const [entry] = await query(
      service.dataDir,
      sql<{
        changes: string;
      }>`SELECT action, changes FROM audit WHERE item_id = ${added.id} AND action = 'update' ORDER BY id`,
    );
    expect(JSON.parse(entry.changes)).toEqual({ role: ["editor", "admin"] });
    // Back to editor, so that the last-admin test below sees one admin.
    expect(
      (await admin.request(`/api/desk/staff/${added.id}`, { method: "PUT", json: { role: "editor" } })).status,
    ).toBe(200);
  });

  it.each([
    [{ disabled: "yes" }, { disabled: "Say true or false." }],
    [{ role: 1 }, { role: "Choose admin or editor." }],
    [{ role: "owner", disabled: false }, { role: "Choose admin or editor." }],
    [{}, { "": "Send role, disabled or both." }],
    [{ email: "changed@school.example" }, { email: "This call does not take the field email." }],
    [[true], { "": "Send the fields as a JSON object." }],
  ])("refuses the change %j: 400 with %j, the account unchanged", async (body, errors) => {
    const [office] = ((await (await admin.request("/api/desk/staff")).json()) as StaffRecord[]).filter(
      (s) => s.email === "office@school.example",
    );
    const response = await admin.request(`/api/desk/staff/${office.id}`, { method: "PUT", json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(errors);
    expect(await (await admin.request(`/api/desk/staff/${office.id}`)).json()).toEqual(office);
    expect((await editor.request("/api/desk/session")).status).toBe(200);
  });

  it("answers 404 for an account that does not exist", async () => {
    expect((await admin.request("/api/desk/staff/nobody")).status).toBe(404);
    expect((await admin.request("/api/desk/staff/nobody", { method: "PUT", json: { disabled: true } })).status).toBe(
      404,
    );
    expect((await admin.request("/api/desk/staff/nobody/reset-password", { method: "POST", json: {} })).status).toBe(
      404,
    );
    // Before the body is read: what an account id names is never told by a body's answer.
    for (const [path, json] of [
      ["/api/desk/staff/nobody", { colour: "red" }],
      ["/api/desk/staff/nobody/reset-password", { password: "chosen by me" }],
    ] as const) {
      const method = path.endsWith("reset-password") ? "POST" : "PUT";
      expect((await admin.request(path, { method, json })).status).toBe(404);
    }
  });

  it("resets a password: the new one is shown once, the old one and its sessions end", async () => {
    const added = await add("forgetful@school.example");
    const before = desk();
    await before.signIn("forgetful@school.example", added.password);
    const reset = await admin.request(`/api/desk/staff/${added.id}/reset-password`, { method: "POST", json: {} });
    expect(reset.status).toBe(200);
    const { password } = (await reset.json()) as StaffRecord;
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(password).not.toBe(added.password);
    expect((await before.request("/api/desk/session")).status).toBe(401);
    expect((await desk().signIn("forgetful@school.example", added.password)).status).toBe(401);
    expect((await desk().signIn("forgetful@school.example", password)).status).toBe(204);
    const [entry] = await query(
      service.dataDir,
      sql`SELECT actor, label, changes FROM audit WHERE item_id = ${added.id} AND action = 'reset-password' ORDER BY id`,
    );
    expect(entry).toEqual({ actor: "head@school.example", label: "forgetful@school.example", changes: null });
  });

  it("does not reset the admin's own password (that is a change under Your password)", async () => {
    const [self] = ((await (await admin.request("/api/desk/staff")).json()) as StaffRecord[]).filter(
      (s) => s.email === "head@school.example",
    );
    const response = await admin.request(`/api/desk/staff/${self.id}/reset-password`, { method: "POST", json: {} });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe(
      "Change your own password under Your password: a reset here would sign you out.",
    );
    expect((await admin.request("/api/desk/session")).status).toBe(200);
  });
});

describe("the last admin", () => {
  it("cannot disable or demote themselves while no other admin can sign in; with another admin they can", async () => {
    const [self] = ((await (await admin.request("/api/desk/staff")).json()) as StaffRecord[]).filter(
      (s) => s.email === "head@school.example",
    );
    for (const body of [{ disabled: true }, { role: "editor" }, { role: "editor", disabled: true }]) {
      const response = await admin.request(`/api/desk/staff/${self.id}`, { method: "PUT", json: body });
      expect(response.status).toBe(409);
      expect((await response.json()).error).toBe(LAST_ADMIN);
    }
    expect(await (await admin.request("/api/desk/session")).json()).toEqual({
      email: "head@school.example",
      role: "admin",
      school: "DPSSWB",
    });

    // A disabled admin does not count: nobody could sign in as them.
    const spare = await add("spare@school.example", "admin");
    expect(
      (await admin.request(`/api/desk/staff/${spare.id}`, { method: "PUT", json: { disabled: true } })).status,
    ).toBe(200);
    expect(
      (await admin.request(`/api/desk/staff/${self.id}`, { method: "PUT", json: { role: "editor" } })).status,
    ).toBe(409);

    // Once another admin can sign in, demoting oneself is allowed and takes effect at once.
    expect(
      (await admin.request(`/api/desk/staff/${spare.id}`, { method: "PUT", json: { disabled: false } })).status,
    ).toBe(200);
    expect(
      (await admin.request(`/api/desk/staff/${self.id}`, { method: "PUT", json: { role: "editor" } })).status,
    ).toBe(200);
    expect((await admin.request("/api/desk/staff")).status).toBe(403);
    const spareDesk = desk();
    await spareDesk.signIn("spare@school.example", spare.password);
    // The spare, now the only admin, is held by the same rule.
    expect(
      (await spareDesk.request(`/api/desk/staff/${spare.id}`, { method: "PUT", json: { disabled: true } })).status,
    ).toBe(409);
    expect(
      (await spareDesk.request(`/api/desk/staff/${self.id}`, { method: "PUT", json: { role: "admin" } })).status,
    ).toBe(200);
    expect((await admin.request("/api/desk/staff")).status).toBe(200);
  });
});

describe("changing one's own password", () => {
  const change = (client: DeskClient, json: unknown) =>
    client.request("/api/desk/account/password", { method: "PUT", json });

  it("refuses a wrong current password with 400 and says so, the password unchanged", async () => {
    await addAccount(service.dataDir, "careful@school.example", "editor");
    const client = desk();
    await client.signIn("careful@school.example");
    const response = await change(client, { currentPassword: "not my password", newPassword: "a new long passphrase" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "The current password is wrong.",
      errors: { currentPassword: "The current password is wrong." },
    });
    expect((await desk().signIn("careful@school.example")).status).toBe(204);
    expect((await desk().signIn("careful@school.example", "a new long passphrase")).status).toBe(401);
  });

  it.each([
    [
      { currentPassword: PASSWORD, newPassword: "short one" },
      { newPassword: "The password must be at least 12 characters long." },
    ],
    [
      { currentPassword: PASSWORD, newPassword: "x".repeat(129) },
      { newPassword: "The password must be at most 128 characters long." },
    ],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      { newPassword: "The new password must differ from the current one." },
    ],
    [{ currentPassword: PASSWORD, newPassword: ["a new long passphrase"] }, { newPassword: "Enter the new password." }],
    [{ newPassword: "a new long passphrase" }, { currentPassword: "Enter your current password." }],
    [
      { currentPassword: PASSWORD, newPassword: "a new long passphrase", role: "admin" },
      { role: "This call does not take the field role." },
    ],
    ["a new long passphrase", { "": "Send the fields as a JSON object." }],
  ])("refuses %j with 400 and %j", async (body, errors) => {
    const client = desk();
    await client.signIn("office@school.example");
    const response = await change(client, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(errors);
    expect((await desk().signIn("office@school.example")).status).toBe(204);
  });

  it("changes it: this session stays, the account's other sessions end, and the log records it", async () => {
    await addAccount(service.dataDir, "mover@school.example", "editor");
    const here = desk();
    const elsewhere = desk();
    await here.signIn("mover@school.example");
    await elsewhere.signIn("mover@school.example");
    const unrelated = desk();
    await unrelated.signIn("office@school.example");

    const response = await change(here, { currentPassword: PASSWORD, newPassword: "my own new passphrase" });
    expect(response.status).toBe(204);
    expect((await here.request("/api/desk/session")).status).toBe(200);
    expect((await elsewhere.request("/api/desk/session")).status).toBe(401);
    expect((await unrelated.request("/api/desk/session")).status).toBe(200);
    expect((await desk().signIn("mover@school.example")).status).toBe(401);
    expect((await desk().signIn("mover@school.example", "my own new passphrase")).status).toBe(204);
    const [{ password_hash: hash }] = await query(
      service.dataDir,
      sql<{ password_hash: string }>`SELECT password_hash FROM staff WHERE email = 'mover@school.example'`,
    );
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const entries = await query(
      service.dataDir,
      sql`SELECT actor, action, kind, label, changes FROM audit WHERE action = 'change-password' ORDER BY id`,
    );
    expect(entries).toEqual([
      {
        actor: "mover@school.example",
        action: "change-password",
        kind: "staff",
        label: "mover@school.example",
        changes: null,
      },
    ]);
  });

  it("takes at most 10 tries in 15 minutes from one person, so a stolen session cannot guess the password", async () => {
    await addAccount(service.dataDir, "guessed@school.example", "editor");
    const thief = desk();
    await thief.signIn("guessed@school.example");
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await change(thief, { currentPassword: `guess ${i}`, newPassword: "the thief's password" })).status,
      );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect((await change(thief, { currentPassword: PASSWORD, newPassword: "the thief's password" })).status).toBe(429);
    // Counted before the body is read: a body of the wrong shape is no way round the limit.
    expect((await change(thief, "not an object of fields")).status).toBe(429);
    expect((await desk().signIn("guessed@school.example")).status).toBe(204);
  });
});

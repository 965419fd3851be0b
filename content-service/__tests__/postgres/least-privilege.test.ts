/** @jest-environment node */
/**
 * No request runs under a role that can bypass row-level security: the service migrates as the
 * address's role (a superuser, or the tables' owner as docs/content-service.md asks), then runs its requests as
 * a role of its own. Connected as that role, nobody can read another school's rows, accounts or
 * sessions, widen the school setting, or undo the policies.
 */
import pg from "pg";
import { addStaff } from "../../src/auth/staff";
import { createSession } from "../../src/auth/sessions";
import { insertEntity } from "../../src/db/entities";
import { openDb, type Db } from "../../src/db/open";
import { requestRoleName } from "../../src/db/requestRole";
import { forSchool } from "../../src/db/schoolScope";
import { setSchoolStatement, signSchool } from "../../src/db/schoolSignature";
import { addSchool } from "../../src/schoolRegistry";
import { startService, tempDir } from "../service/helpers";
import { ownedDatabase, startTestCluster, type TestCluster } from "./cluster";

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startTestCluster();
}, 60_000);
afterAll(() => cluster?.stop());

const PASSWORD = "correct horse battery staple";
/** Every table of a school's rows, an account's, a session's, a sign-in attempt's or a limit's. */
const TABLES = [
  "entities",
  "media",
  "certificates",
  "certificate_uploads",
  "certificate_lookup_failures",
  "submissions",
  "audit",
  "staff",
  "sessions",
  "trusted_devices",
  "sign_in_failures",
  "sign_in_lockouts",
  "sign_in_pace",
  "rate_limit_hits",
  "resume_sends",
];

/** The roles the service's connections to `database` run as, seen from the server. */
const serviceRoles = async (database: string) =>
  (
    await cluster.admin<{ usename: string }>([
      `SELECT DISTINCT usename FROM pg_stat_activity
       WHERE datname = '${database}' AND application_name LIKE 'school-content-service%'`,
    ])
  ).map((row) => row.usename);

/** What the server says the role may do. */
const powersOf = async (role: string) =>
  (
    await cluster.admin<{ rolsuper: boolean; rolbypassrls: boolean; rolcreaterole: boolean; owns: number }>([
      `SELECT rolsuper, rolbypassrls, rolcreaterole,
         (SELECT count(*) FROM pg_class c WHERE c.relowner = r.oid)::int AS owns
       FROM pg_roles r WHERE rolname = '${role}'`,
    ])
  )[0];

describe.each([
  ["a superuser's address", "as_superuser", async () => cluster.urlOf("as_superuser")],
  ["the documented owner role", "as_owner", async () => ownedDatabase(cluster, "as_owner")],
])("started with %s", (_label, database, address) => {
  it("runs every request as its own role, which is no superuser, cannot bypass row-level security and owns nothing", async () => {
    if (database === "as_superuser") await cluster.admin([`CREATE DATABASE ${database}`]);
    const service = await startService({ dataDir: tempDir(database), databaseUrl: await address() });
    try {
      for (const path of ["/api/news/All/DPSSWB", "/api/gallery/All/DPSSWB", "/ready"])
        expect((await fetch(`${service.base}${path}`)).status).toBe(200);
      const role = requestRoleName(database);
      expect(await serviceRoles(database)).toEqual([role]);
      expect(await powersOf(role)).toEqual({ rolsuper: false, rolbypassrls: false, rolcreaterole: false, owns: 0 });
    } finally {
      await service.close();
    }
  }, 60_000);
});

it("refuses to start, saying what to run, when its owner may not make the request role", async () => {
  const databaseUrl = await ownedDatabase(cluster, "no_createrole", { createRole: false });
  await expect(openDb(tempDir("no-createrole"), databaseUrl)).rejects.toThrow(
    'Run once, as a superuser: ALTER ROLE "no_createrole_owner" CREATEROLE;',
  );
});

it("refuses to start when its request role has been given the power to bypass row-level security", async () => {
  const databaseUrl = await ownedDatabase(cluster, "widened");
  const { db } = await openDb(tempDir("widened"), databaseUrl);
  await db.destroy();
  await cluster.admin([`ALTER ROLE ${requestRoleName("widened")} BYPASSRLS`]);
  await expect(openDb(tempDir("widened-again"), databaseUrl)).rejects.toThrow(/has been given more than it may have/);
});

it("gives its request role a new password when the one kept is lost or no longer the server's, as after a restore", async () => {
  const databaseUrl = await ownedDatabase(cluster, "restored");
  const opened = async () => {
    const { db } = await openDb(tempDir("restored"), databaseUrl);
    await db.destroy();
  };
  await opened();
  const role = requestRoleName("restored");
  await cluster.admin([`DELETE FROM service_secrets WHERE name = 'password:${role}'`], "restored");
  await opened();
  await cluster.admin([`ALTER ROLE ${role} PASSWORD 'set-by-someone-else'`]);
  await opened();
  const [{ kept }] = await cluster.admin<{ kept: number }>(
    [`SELECT count(*)::int AS kept FROM service_secrets WHERE name = 'password:${role}'`],
    "restored",
  );
  expect(kept).toBe(1);
});

describe("connected as the request role", () => {
  const DATABASE = "two_schools";
  const SECOND = "SECOND";
  let client: pg.Client;
  let secret: string;

  /** Sets the connection's school as the service does, signed with `signature` (the right one unless given). */
  const enter = (school: string, signature = signSchool(secret, school)) =>
    client.query(setSchoolStatement(), [school, signature]);
  const rows = async (statement: string) => (await client.query(statement)).rows;

  beforeAll(async () => {
    const databaseUrl = await ownedDatabase(cluster, DATABASE);
    const { db } = await openDb(tempDir(DATABASE), databaseUrl);
    try {
      await addSchool(db, { code: SECOND, name: "A second school" }, "test");
      const account = async (email: string, school: string) =>
        (await addStaff(db, { email, role: "admin", password: PASSWORD, school })).id;
      for (const [email, school, title] of [
        ["head@first.example", "DPSSWB", "First school's news"],
        ["head@second.example", SECOND, "Second school's news"],
      ]) {
        const scoped: Db = forSchool(db, school);
        await insertEntity(scoped, "news", `news-${school}`, { title }, "desk");
        await createSession(db, await account(email, school));
      }
    } finally {
      await db.destroy();
    }
    const role = requestRoleName(DATABASE);
    const [{ password }] = await cluster.admin<{ password: string }>(
      [`SELECT value AS password FROM service_secrets WHERE name = 'password:${role}'`],
      DATABASE,
    );
    [{ secret }] = await cluster.admin<{ secret: string }>(
      ["SELECT value AS secret FROM service_secrets WHERE name = 'school_signing'"],
      DATABASE,
    );
    client = new pg.Client({ connectionString: cluster.urlOf(DATABASE, role, password) });
    await client.connect();
  }, 60_000);
  afterAll(() => client?.end());

  it("sees its own school's items, accounts and sessions, and none of another school's", async () => {
    await enter("DPSSWB");
    expect(await rows("SELECT id FROM entities")).toEqual([{ id: "news-DPSSWB" }]);
    expect(await rows("SELECT email FROM staff")).toEqual([{ email: "head@first.example" }]);
    expect(await rows("SELECT count(*)::int AS n FROM sessions")).toEqual([{ n: 1 }]);
    expect(await rows("SELECT count(*)::int AS n FROM audit WHERE school <> 'DPSSWB'")).toEqual([{ n: 0 }]);
  });

  it("cannot widen or move its school setting without the service's signature", async () => {
    for (const [school, signature] of [
      ["*", "0".repeat(64)],
      ["*", signSchool(secret, "DPSSWB")],
      [SECOND, signSchool(secret, "DPSSWB")],
      ["", ""],
      ["DPSSWB*", signSchool(secret, "DPSSWB")],
    ]) {
      await enter(school, signature);
      for (const table of TABLES)
        expect([table, await rows(`SELECT count(*)::int AS n FROM ${table}`)]).toEqual([table, [{ n: 0 }]]);
    }
  });

  it("cannot read the secrets, turn the policies off, take another role or change a table", async () => {
    await enter("DPSSWB");
    const refusals = [
      "SELECT * FROM service_secrets",
      "SELECT * FROM kysely_migration",
      "ALTER TABLE entities DISABLE ROW LEVEL SECURITY",
      "ALTER TABLE staff NO FORCE ROW LEVEL SECURITY",
      "DROP POLICY school_rows ON entities",
      `SET ROLE ${DATABASE}_owner`,
      "SET SESSION AUTHORIZATION admin",
      "CREATE TABLE sneaked (x int)",
      "CREATE ROLE sneaked",
      "INSERT INTO entities (school, kind, id, position, body, origin) VALUES ('SECOND', 'news', 'x', 0, '{}', 'desk')",
    ];
    for (const statement of refusals)
      await expect(client.query(statement)).rejects.toThrow(/permission denied|must be owner|row-level security/);
    await client.query("RESET ROLE");
    expect(await rows("SELECT current_user AS user, session_user AS session")).toEqual([
      { user: requestRoleName(DATABASE), session: requestRoleName(DATABASE) },
    ]);
  });
});

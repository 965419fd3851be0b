/** @jest-environment node */
import { execFile } from "child_process";
import pg from "pg";
import { sql } from "kysely";
import { addAccount, DeskClient } from "./deskClient";
import { CONTACT, ORIGIN, query, npmScript, seededDataDir, startService, tempDir, withDb } from "./helpers";
import { setSchoolStatement, signSchool } from "../../src/db/schoolSignature";
import { databaseUrlOf, onPostgres, serviceEnv } from "./testDatabases";

const SECOND = "GVSKOL";
/** Row-level security is PostgreSQL's: on SQLite the repositories' own filter is the boundary. */
const itOnPostgres = onPostgres ? it : () => undefined;

/** `npm run <script> -- …` of the service's console, on the data folder's database. */
async function consoleCommand(dataDir: string, script: "school" | "staff", args: string[], stdin = "") {
  const env = { ...process.env, ...(await serviceEnv(dataDir)) };
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const [command, npmArgs] = npmScript(script, ...args);
    const child = execFile(command, npmArgs, { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

const PASSWORD = "correct horse battery staple";

async function publish(desk: DeskClient, title: string): Promise<string> {
  const response = await desk.request("/api/desk/news", { method: "POST", json: { title, fromDate: "2026-11-20" } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const titles = async (response: Response) => ((await response.json()) as { title?: string }[]).map((i) => i.title);

describe("many schools on one service", () => {
  it("adds a school and its admin at the console, refusing a bad code and a taken one", async () => {
    const dataDir = tempDir("schools-cli");
    const bad = await consoleCommand(dataDir, "school", ["add", "gv-1", "--name", "Somewhere"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("must be the school code in capital letters and digits");
    const added = await consoleCommand(dataDir, "school", ["add", SECOND, "--name", "A second  school"]);
    expect(added.stdout).toContain(`Added ${SECOND} (A second school).`);
    expect((await consoleCommand(dataDir, "school", ["add", SECOND, "--name", "Again"])).stderr).toContain(
      `A school with the code ${SECOND} is already there.`,
    );
    const listed = (await consoleCommand(dataDir, "school", ["list"])).stdout.split("\n");
    expect(listed[0]).toMatch(/^DPSSWB\tDelhi Public School, Siliguri\tPUBLIC_SITE_URL\t/);
    expect(listed[1]).toMatch(new RegExp(`^${SECOND}\\tA second school\\tPUBLIC_SITE_URL\\t`));

    const admin = await consoleCommand(
      dataDir,
      "staff",
      ["add", "head@second.example", "--role", "admin", "--school", SECOND],
      PASSWORD,
    );
    expect(admin.stdout).toBe(`Added head@second.example (admin of ${SECOND}).\n`);
    const unknown = await consoleCommand(
      dataDir,
      "staff",
      ["add", "x@nowhere.example", "--role", "editor", "--school", "NOWHERE"],
      PASSWORD,
    );
    expect(unknown.stderr).toContain("No school has the code NOWHERE. Add it first: npm run school -- add NOWHERE");
    const owner = await consoleCommand(dataDir, "staff", ["add", "vendor@group.example", "--role", "owner"], PASSWORD);
    expect(owner.stdout).toBe("Added vendor@group.example (owner, every school).\n");
    const accounts = (await consoleCommand(dataDir, "staff", ["list"])).stdout;
    expect(accounts).toContain(`head@second.example\tadmin\t${SECOND}\tactive`);
    expect(accounts).toContain("vendor@group.example\towner\tevery school\tactive");
  }, 120_000);

  it("gives a school its public site's address at the console, when added or later, and refuses one that is not plain https", async () => {
    const dataDir = tempDir("schools-sites");
    const third = "GVSTHREE";
    const refused = await consoleCommand(dataDir, "school", [
      "add",
      third,
      "--name",
      "A third school",
      "--site",
      "http://third.example",
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "The site's address http://third.example must be the public site's address, starting with https://",
    );
    const added = await consoleCommand(dataDir, "school", [
      "add",
      third,
      "--name",
      "A third school",
      "--site",
      "https://www.third.example/",
    ]);
    expect(added.stdout).toContain(`Added ${third} (A third school). Its site: https://www.third.example.`);
    for (const bad of [
      "https://www.third.example/../elsewhere",
      "https://user@www.third.example",
      "ftp://third.example",
    ]) {
      const result = await consoleCommand(dataDir, "school", ["set-site", third, bad]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The site's address ${bad} must be`);
    }
    const moved = await consoleCommand(dataDir, "school", ["set-site", third, "https://group.example/third"]);
    expect(moved.stdout).toBe(`${third} (A third school). Its site: https://group.example/third.\n`);
    expect((await consoleCommand(dataDir, "school", ["set-site", "NOWHERE", "https://x.example"])).stderr).toContain(
      "No school has the code NOWHERE",
    );
    const listed = (await consoleCommand(dataDir, "school", ["list"])).stdout.split("\n");
    expect(listed[1]).toMatch(new RegExp(`^${third}\\tA third school\\thttps://group\\.example/third\\tadded `));
    // Each change is in the school's own audit log, with the console as who made it.
    const log = await query<{ action: string; changes: string }>(
      dataDir,
      sql`SELECT action, changes FROM audit WHERE school = ${third} AND kind = 'school' ORDER BY id`,
    );
    expect(log.map((entry) => [entry.action, JSON.parse(entry.changes)])).toEqual([
      ["create", { code: third, name: "A third school", siteUrl: "https://www.third.example" }],
      ["update", { siteUrl: ["https://www.third.example", "https://group.example/third"] }],
    ]);
  }, 120_000);

  it("keeps each school's items, enquiries, log and accounts to its own paths and desk", async () => {
    const dataDir = seededDataDir();
    const added = await consoleCommand(dataDir, "school", ["add", SECOND, "--name", "A second school"]);
    expect(added.code).toBe(0);
    await addAccount(dataDir, "office@dps.example", "editor");
    await addAccount(dataDir, "head@dps.example", "admin");
    await addAccount(dataDir, "head@second.example", "admin", SECOND);
    await addAccount(dataDir, "vendor@group.example", "owner");
    const service = await startService({ dataDir });
    try {
      const first = new DeskClient(service.base);
      const firstAdmin = new DeskClient(service.base);
      const second = new DeskClient(service.base);
      const owner = new DeskClient(service.base);
      expect((await first.signIn("office@dps.example")).status).toBe(204);
      expect((await firstAdmin.signIn("head@dps.example")).status).toBe(204);
      expect((await second.signIn("head@second.example")).status).toBe(204);
      expect((await owner.signIn("vendor@group.example")).status).toBe(204);

      const ours = await publish(first, "Only at DPSSWB");
      const theirs = await publish(second, "Only at the second school");

      // The public lists: each school's own, at its code's paths.
      const publicFirst = await titles(await fetch(`${service.base}/api/news/All/DPSSWB`));
      const publicSecond = await titles(await fetch(`${service.base}/api/news/All/${SECOND}`));
      expect(publicFirst).toContain("Only at DPSSWB");
      expect(publicFirst).not.toContain("Only at the second school");
      expect(publicSecond).toEqual(["Only at the second school"]);
      expect((await fetch(`${service.base}/api/news/All/NOSUCH`)).status).toBe(404);
      expect((await fetch(`${service.base}/api/events/All/${SECOND}`)).status).toBe(200);

      // The desk: each school's staff see and change only their school's items.
      expect((await titles(await second.request("/api/desk/news"))).sort()).toEqual(["Only at the second school"]);
      expect(await titles(await first.request("/api/desk/news"))).not.toContain("Only at the second school");
      expect((await first.request(`/api/desk/news/${theirs}`)).status).toBe(404);
      const change = await first.request(`/api/desk/news/${theirs}`, {
        method: "PUT",
        json: { title: "Taken over", fromDate: "2026-11-20" },
        headers: { "If-Match": '"anything"' },
      });
      expect(change.status).toBe(404);
      expect((await first.request(`/api/desk/news/${theirs}`, { method: "DELETE" })).status).toBe(404);
      expect((await first.request("/api/desk/news", { headers: { "X-School": SECOND } })).status).toBe(403);
      expect(await titles(await fetch(`${service.base}/api/news/All/${SECOND}`))).toEqual([
        "Only at the second school",
      ]);

      // An owner works on the service's own school, or on the one it names.
      expect(await titles(await owner.request("/api/desk/news", { headers: { "X-School": SECOND } }))).toEqual([
        "Only at the second school",
      ]);
      expect(await titles(await owner.request("/api/desk/news"))).toContain("Only at DPSSWB");
      expect(await (await owner.request("/api/desk/config", { headers: { "X-School": SECOND } })).json()).toMatchObject(
        {
          schoolCode: SECOND,
          schools: [
            { code: "DPSSWB", name: "Delhi Public School, Siliguri" },
            { code: SECOND, name: "A second school" },
          ],
        },
      );
      expect(await (await second.request("/api/desk/config")).json()).not.toHaveProperty("schools");
      expect((await owner.request("/api/desk/news", { headers: { "X-School": "NOSUCH" } })).status).toBe(404);

      // Enquiries go to the school whose path they were sent to.
      const enquiry = await fetch(`${service.base}/api/form/${SECOND}/dif`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json" },
        body: JSON.stringify({ ...CONTACT, schoolcode: SECOND }),
      });
      expect(enquiry.status).toBe(201);
      const { id: enquiryId } = (await enquiry.json()) as { id: string };
      const secondInbox = (await (await second.request("/api/desk/submissions")).json()) as { id: string }[];
      const firstInbox = (await (await firstAdmin.request("/api/desk/submissions")).json()) as { id: string }[];
      expect(secondInbox.map((s) => s.id)).toEqual([enquiryId]);
      expect(firstInbox.map((s) => s.id)).not.toContain(enquiryId);

      // Each school's audit log and accounts are its own.
      const secondLog = (await (await second.request("/api/desk/audit")).json()) as { itemId: string | null }[];
      expect(secondLog.map((entry) => entry.itemId)).toContain(theirs);
      expect(secondLog.map((entry) => entry.itemId)).not.toContain(ours);
      const accounts = (await (await firstAdmin.request("/api/desk/staff")).json()) as { email: string }[];
      expect(accounts.map((a) => a.email).sort()).toEqual(["head@dps.example", "office@dps.example"]);
      const secondAccounts = (await (await second.request("/api/desk/staff")).json()) as {
        id: string;
        email: string;
      }[];
      expect(secondAccounts.map((a) => a.email)).toEqual(["head@second.example"]);
      const firstHead = (await withDb(dataDir, (db) =>
        db.selectFrom("staff").select("id").where("email", "=", "head@dps.example").executeTakeFirstOrThrow(),
      ))!.id;
      expect((await second.request(`/api/desk/staff/${firstHead}`)).status).toBe(404);

      // The rows themselves carry their school.
      const rows = await query<{ id: string; school: string }>(
        dataDir,
        sql`SELECT id, school FROM entities WHERE id IN (${ours}, ${theirs}) ORDER BY school`,
      );
      expect(rows).toEqual([
        { id: ours, school: "DPSSWB" },
        { id: theirs, school: SECOND },
      ]);
    } finally {
      await service.close();
    }
  }, 180_000);

  itOnPostgres(
    "on PostgreSQL, row-level security answers no row to a school setting the service did not sign",
    async () => {
      const dataDir = seededDataDir();
      await consoleCommand(dataDir, "school", ["add", SECOND, "--name", "A second school"]);
      await withDb(dataDir, async () => undefined);
      // The tables' owner, which FORCE ROW LEVEL SECURITY binds as it binds the service's requests.
      const client = new pg.Client({ connectionString: (await databaseUrlOf(dataDir))! });
      await client.connect();
      try {
        const count = async (table: string) =>
          Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
        const setSchool = (school: string, signature = "") => client.query(setSchoolStatement(), [school, signature]);
        for (const table of ["entities", "media", "certificates", "audit", "staff"]) expect(await count(table)).toBe(0);
        await setSchool("DPSSWB");
        expect(await count("entities")).toBe(0);
        await setSchool("*");
        expect(await count("entities")).toBe(0);
        const { value: secret } = (
          await client.query<{ value: string }>("SELECT value FROM service_secrets WHERE name = 'school_signing'")
        ).rows[0];
        await setSchool(SECOND, signSchool(secret, SECOND));
        expect(await count("entities")).toBe(0);
        await setSchool("DPSSWB", signSchool(secret, "DPSSWB"));
        expect(await count("entities")).toBeGreaterThan(0);
        await expect(
          client.query(
            "INSERT INTO entities (school, kind, id, position, body, origin) VALUES ($1, 'news', 'sneaked', 0, '{}', 'desk')",
            [SECOND],
          ),
        ).rejects.toThrow(/row-level security/);
      } finally {
        await client.end();
      }
    },
    120_000,
  );
});

/** @jest-environment node */
import { execFile } from "child_process";
import { sql } from "kysely";
import { LAST_ADMIN, listStaff } from "../../src/auth/staff";
import { DeskClient } from "./deskClient";
import { npmScript, query, startService, tempDir, withDb } from "./helpers";
import { serviceEnv } from "./testDatabases";

/** `npm run staff -- …` with a password (or nothing) on standard input. */
async function staff(
  dataDir: string,
  args: string[],
  stdin = "",
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...(await serviceEnv(dataDir)) };
  return new Promise((resolve) => {
    const [command, npmArgs] = npmScript("staff", ...args);
    const child = execFile(command, npmArgs, { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

describe("npm run staff", () => {
  it("has no account, default or otherwise, until one is added", async () => {
    const service = await startService();
    try {
      expect(await withDb(service.dataDir, listStaff)).toEqual([]);
      for (const [email, password] of [
        ["admin@school.example", "admin"],
        ["admin", "password"],
        ["admin@localhost", "changeme123456"],
      ]) {
        expect((await new DeskClient(service.base).signIn(email, password)).status).toBe(401);
      }
    } finally {
      await service.close();
    }
  }, 60_000);

  it("adds an account with the password from standard input, refusing one shorter than 12 characters", async () => {
    const dataDir = tempDir("staff");
    const short = await staff(dataDir, ["add", "office@school.example", "--role", "editor"], "elevenchars");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("The password must be at least 12 characters long.");
    expect(await withDb(dataDir, listStaff)).toEqual([]);
    const added = await staff(dataDir, ["add", "Office@School.example", "--role", "editor"], "twelve chars\n");
    expect(added.stdout).toBe("Added office@school.example (editor of DPSSWB).\n");
    expect(added.stdout).not.toContain("twelve chars");
    const [member] = await withDb(dataDir, (db) =>
      db.selectFrom("staff").select(["email", "role", "password_hash"]).orderBy("id").execute(),
    );
    expect(member).toMatchObject({ email: "office@school.example", role: "editor" });
    expect(member.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      (await staff(dataDir, ["add", "office@school.example", "--role", "editor"], "another long one")).stderr,
    ).toContain("already has an account");
    expect(
      (await staff(dataDir, ["add", "x@school.example", "--role", "principal"], "another long one")).stderr,
    ).toContain("The role must be owner, admin or editor, not principal.");
  }, 60_000);

  it("generates a strong password when none is given, prints it once, and it signs in", async () => {
    const service = await startService();
    try {
      const added = await staff(service.dataDir, ["add", "head@school.example", "--role", "admin"]);
      const password = /Password \(shown once; give it to them privately\): (\S+)/.exec(added.stdout)?.[1] ?? "";
      expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
      expect((await new DeskClient(service.base).signIn("head@school.example", password)).status).toBe(204);
      const listed = await staff(service.dataDir, ["list"]);
      expect(listed.stdout).toMatch(/^head@school\.example\tadmin\tDPSSWB\tactive\tlast sign-in: \d{4}-/);
      expect(listed.stdout).not.toContain(password);
    } finally {
      await service.close();
    }
  }, 60_000);

  it("disables an account and resets a password, each ending its sessions", async () => {
    const service = await startService();
    try {
      await staff(service.dataDir, ["add", "temp@school.example", "--role", "editor"], "first passphrase");
      const client = new DeskClient(service.base);
      await client.signIn("temp@school.example", "first passphrase");
      expect((await staff(service.dataDir, ["reset", "temp@school.example"], "second passphrase")).code).toBe(0);
      expect((await client.request("/api/desk/session")).status).toBe(401);
      expect((await client.signIn("temp@school.example", "second passphrase")).status).toBe(204);
      expect((await staff(service.dataDir, ["disable", "temp@school.example"])).stdout).toContain(
        "Disabled temp@school.example",
      );
      expect((await client.request("/api/desk/session")).status).toBe(401);
      expect((await client.signIn("temp@school.example", "second passphrase")).status).toBe(401);
      expect((await staff(service.dataDir, ["disable", "nobody@school.example"])).stderr).toContain(
        "No staff account has the e-mail address nobody@school.example.",
      );
    } finally {
      await service.close();
    }
  }, 60_000);

  it("keeps an admin who can sign in, as the desk does, and records its changes in the audit log", async () => {
    const dataDir = tempDir("staff");
    await staff(dataDir, ["add", "only@school.example", "--role", "admin"], "first passphrase");
    const refused = await staff(dataDir, ["disable", "only@school.example"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(LAST_ADMIN);
    expect((await withDb(dataDir, listStaff))[0].disabledAt).toBeNull();
    await staff(dataDir, ["add", "second@school.example", "--role", "admin"], "second passphrase");
    expect((await staff(dataDir, ["disable", "only@school.example"])).code).toBe(0);
    await staff(dataDir, ["reset", "second@school.example"]);
    const entries = await query(dataDir, sql`SELECT actor, action, kind, label FROM audit ORDER BY id`);
    const actor = "server console (npm run staff)";
    expect(entries).toEqual([
      { actor, action: "create", kind: "staff", label: "only@school.example" },
      { actor, action: "create", kind: "staff", label: "second@school.example" },
      { actor, action: "disable", kind: "staff", label: "only@school.example" },
      { actor, action: "reset-password", kind: "staff", label: "second@school.example" },
    ]);
  }, 60_000);
});

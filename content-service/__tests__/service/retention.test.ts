/** @jest-environment node */
import { DEFAULT_SCHOOL } from "../../src/school";
import { existsSync, mkdirSync, writeFileSync } from "fs";
import { sql } from "kysely";
import path from "path";
import { configFromEnv, RETENTION_SWEEP_EVERY_MS } from "../../src/config";
import { DEFAULT_RETENTION_DAYS } from "../../src/env";
import { grantCertificate, insertCertificateUpload } from "../../src/db/certificates";
import { storeSubmission } from "../../src/db/submissions";
import { folderStore } from "../../src/files/folderStore";
import { runNowAndEvery } from "../../src/retention/repeat";
import { pdfBytes, query, seededDataDir, startService, withDb } from "./helpers";

const DAY_MS = 24 * 3600_000;

const contact = {
  name: "A parent",
  address: "Siliguri",
  phone: "9876543210",
  email: "p@example.com",
  mailType: "Admission",
  message: "Hello",
};
const career = { ...contact, name: "A teacher", mailType: "Career" };

/** A submission as the forms store it, received `daysAgo` days ago; answers its id and résumé path. */
async function received(dataDir: string, kind: "contact" | "career", daysAgo: number) {
  const resume = kind === "career" ? { bytes: await pdfBytes(), ext: ".pdf" } : undefined;
  return withDb(dataDir, async (db) => {
    // Nothing to admit it by: always stored.
    const id = (await storeSubmission(db, folderStore(dataDir), kind, kind === "career" ? career : contact, resume))!;
    await db
      .updateTable("submissions")
      .set({ created_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString() })
      .where("id", "=", id)
      .execute();
    return { id, resume: resume ? path.join(dataDir, "resumes", `${id}.pdf`) : null };
  });
}

const stored = async (dataDir: string, id: string) =>
  (await query(dataDir, sql`SELECT 1 AS one FROM submissions WHERE id = ${id}`)).length > 0;
const retentionEntries = (dataDir: string) =>
  query(
    dataDir,
    sql<{
      actor: string;
      kind: string;
      item_id: string | null;
      changes: string;
    }>`SELECT actor, kind, item_id, changes FROM audit WHERE action = 'retention' ORDER BY id`,
  );

describe("the retention sweep", () => {
  it("removes, when the service starts, enquiries and applications older than RETENTION_DAYS with their résumés, and says so in the audit log", async () => {
    const dataDir = seededDataDir();
    const oldEnquiry = await received(dataDir, "contact", 31);
    const oldApplication = await received(dataDir, "career", 31);
    const newApplication = await received(dataDir, "career", 29);
    expect(existsSync(oldApplication.resume!)).toBe(true);

    const service = await startService({ dataDir, retentionDays: 30 });
    await service.close();

    expect(await stored(dataDir, oldEnquiry.id)).toBe(false);
    expect(await stored(dataDir, oldApplication.id)).toBe(false);
    expect(existsSync(oldApplication.resume!)).toBe(false);
    expect(await stored(dataDir, newApplication.id)).toBe(true);
    expect(existsSync(newApplication.resume!)).toBe(true);
    const [entry, ...more] = await retentionEntries(dataDir);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor: "content service", kind: "personal-data", item_id: null });
    expect(JSON.parse(entry.changes)).toMatchObject({ enquiries: 1, applications: 1, resumes: 1, retentionDays: 30 });
    // How many, never whose.
    expect(entry.changes).not.toContain("A teacher");
  });

  it("keeps a year by default, and writes nothing to the audit log when nothing is due", async () => {
    const dataDir = seededDataDir();
    const lastYear = await received(dataDir, "career", 360);
    const service = await startService({ dataDir });
    await service.close();
    expect(await stored(dataDir, lastYear.id)).toBe(true);
    expect(await retentionEntries(dataDir)).toEqual([]);
  });

  it("removes expired transfer-certificate links and certificate scans no certificate took", async () => {
    const dataDir = seededDataDir();
    const scan = path.join(dataDir, "certificates", "unused-scan.jpg");
    await withDb(dataDir, async (db) => {
      // The fresh link first: granting one also clears the links expired by then.
      expect(await grantCertificate(db, "DPS/2016/0733", "Priya Chatterjee")).not.toBeNull();
      expect(await grantCertificate(db, "DPS/2015/0412", "Rahul Sharma", Date.now() - 3600_000)).not.toBeNull();
      mkdirSync(path.dirname(scan), { recursive: true });
      writeFileSync(scan, "a scan");
      await insertCertificateUpload(db, "stale", "unused-scan.jpg", Date.now() - 2 * DAY_MS);
    });
    const service = await startService({ dataDir });
    await service.close();
    const grants = await withDb(dataDir, (db) => db.selectFrom("certificate_grants").select("expires_at").execute());
    expect(grants).toHaveLength(1);
    expect(grants[0].expires_at).toBeGreaterThan(Date.now());
    expect(existsSync(scan)).toBe(false);
    expect(JSON.parse((await retentionEntries(dataDir))[0].changes)).toMatchObject({
      certificateLinks: 1,
      certificateScans: 1,
      enquiries: 0,
    });
  });

  it("forgets the client addresses of sign-ins older than RETENTION_DAYS, and keeps the entries", async () => {
    const dataDir = seededDataDir();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    await withDb(dataDir, async (db) => {
      const insert = (values: { at: string; actor: string; action: string; address: string }) =>
        db
          .insertInto("audit")
          .values({ ...values, school: DEFAULT_SCHOOL.code })
          .execute();
      await insert({ at: at(400), actor: "office@example.com", action: "sign-in", address: "203.0.113.7" });
      await insert({ at: at(400), actor: "guess@example.com", action: "sign-in-failed", address: "198.51.100.9" });
      await insert({ at: at(2), actor: "office@example.com", action: "sign-in", address: "203.0.113.8" });
    });
    const service = await startService({ dataDir });
    await service.close();
    // Entries of the same time in the order they were written.
    const signIns = await query(
      dataDir,
      sql`SELECT actor, address FROM audit WHERE action LIKE 'sign-in%' ORDER BY at, id`,
    );
    expect(signIns).toEqual([
      { actor: "office@example.com", address: null },
      { actor: "guess@example.com", address: null },
      { actor: "office@example.com", address: "203.0.113.8" },
    ]);
    expect(JSON.parse((await retentionEntries(dataDir))[0].changes)).toMatchObject({ signInAddresses: 2 });
  });

  it("runs again every day while the service runs", async () => {
    // Only the intervals are faked: the server's sockets and timeouts keep real time.
    jest.useFakeTimers({
      doNotFake: [
        "Date",
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "setImmediate",
        "clearImmediate",
        "setTimeout",
        "clearTimeout",
      ],
    });
    const dataDir = seededDataDir();
    const service = await startService({ dataDir, retentionDays: 30 });
    try {
      const arrivedThen = await received(dataDir, "contact", 31);
      expect(await stored(dataDir, arrivedThen.id)).toBe(true);
      await jest.advanceTimersByTimeAsync(RETENTION_SWEEP_EVERY_MS);
      expect(await stored(dataDir, arrivedThen.id)).toBe(false);
    } finally {
      await service.close();
      jest.useRealTimers();
    }
  });
});

describe("runNowAndEvery", () => {
  afterEach(() => jest.useRealTimers());

  it("runs at once and then at each interval until stopped, and a failed run does not stop the next", async () => {
    jest.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = await runNowAndEvery(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error("disk full");
      },
      1000,
      (error) => errors.push(error),
    );
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
    expect(errors).toEqual([new Error("disk full")]);
    await stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});

describe("RETENTION_DAYS", () => {
  it("defaults to a year", () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(365);
    expect(configFromEnv({}).retentionDays).toBe(365);
    expect(configFromEnv({ RETENTION_DAYS: "90" }).retentionDays).toBe(90);
  });

  it.each(["0", "-5", "1.5", "a year"])("refuses %p with a message naming the variable", (value) => {
    expect(() => configFromEnv({ RETENTION_DAYS: value })).toThrow(
      `RETENTION_DAYS=${value}: expected a whole number of days, 1 or more (default 365).`,
    );
  });
});

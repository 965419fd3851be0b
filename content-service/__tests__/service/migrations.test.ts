/** @jest-environment node */
import { existsSync, readdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import Database from "better-sqlite3";
import { MIGRATION_NAMES, migrateTo, migrationsRun } from "../../src/db/migrations";
import { openDb, type Db } from "../../src/db/open";
import { SQLITE_HISTORY_VERSION, upgradeSqliteHistory } from "../../src/db/sqliteHistory";
import { listSubmissions } from "../../src/db/submissions";
import { makeWaveOneDataDir, WAVE_ONE } from "../fixtures/waveOneDatabase";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { asConsole, query, seededDataDir, startService, tempDir, withDb, withSqliteFile } from "./helpers";
import { databaseUrlOf, onPostgres } from "./testDatabases";

// The SQLite-only service's files exist only on SQLite: on PostgreSQL these have nothing to test.
const describeSqliteFile = onPostgres ? () => undefined : describe;

describeSqliteFile("a database made by the first wave's service", () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const dataDir = tempDir("wave-one");
  beforeAll(async () => {
    makeWaveOneDataDir(dataDir);
    service = await startService({ dataDir });
  }, 60_000);
  afterAll(() => service.close());
  const get = (p: string) => fetch(`${service.base}${p}`);

  it("is upgraded in place to the current schema, without being reseeded", async () => {
    withSqliteFile(dataDir, (db) => expect(db.pragma("user_version", { simple: true })).toBe(SQLITE_HISTORY_VERSION));
    expect(await withDb(dataDir, migrationsRun)).toEqual(MIGRATION_NAMES);
    const news = await (await get("/api/news/All/DPSSWB")).json();
    expect(news).toEqual([WAVE_ONE.entities[0].body]);
  });

  it("keeps every content row", async () => {
    const lists: Record<string, string> = {
      news: "/api/news/All/DPSSWB",
      gallery: "/api/gallery/All/DPSSWB",
      birthday: "/api/birthdays/DPSSWB",
      topper: "/api/topper/DPSSWB",
    };
    for (const entity of WAVE_ONE.entities)
      expect(await (await get(lists[entity.kind])).json()).toContainEqual(entity.body);
  });

  it("keeps serving every public file by id and by name", async () => {
    for (const row of WAVE_ONE.media.filter((m) => !m.file.startsWith("tc/"))) {
      expect((await get(`/api/image/${row.id}`)).status).toBe(200);
      expect((await get(`/api/image?url=${encodeURIComponent(row.file)}`)).status).toBe(200);
    }
  });

  it("moves the certificate out of the public store: reachable only through its lookup", async () => {
    expect((await get("/api/image/tc_1")).status).toBe(404);
    expect((await get("/api/image?url=tc%2Fcertificate-1.jpg")).status).toBe(404);
    expect(existsSync(path.join(dataDir, "media", "tc", "certificate-1.jpg"))).toBe(false);
    expect(readdirSync(path.join(dataDir, "certificates"))).toHaveLength(1);
    const found = await fetch(`${service.base}/api/tc/DPSSWB`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: WAVE_ONE.certificate.name, admission: WAVE_ONE.certificate.admission }),
    });
    expect(found.status).toBe(200);
    const image = await get(`/api/image?url=${encodeURIComponent((await found.json()).data)}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).toString("latin1")).toContain("tc_1");
  });

  it("keeps the certificate holder's name as it was written, for the desk, beside its lookup key", () => {
    const rows = withSqliteFile(dataDir, (db) =>
      db.prepare("SELECT admission, name, name_key FROM certificates").all(),
    );
    expect(rows).toEqual([
      {
        admission: WAVE_ONE.certificate.admission,
        name: WAVE_ONE.certificate.name,
        name_key: WAVE_ONE.certificate.name.toLowerCase(),
      },
    ]);
  });

  it("keeps every submission, with the résumé found by a name relative to the data folder", async () => {
    const stored = await withDb(dataDir, listSubmissions);
    expect(stored.map((s) => s.id).sort()).toEqual(WAVE_ONE.submissions.map((s) => s.id).sort());
    for (const s of WAVE_ONE.submissions) expect(stored.find((row) => row.id === s.id)?.body).toEqual(s.body);
    const career = stored.find((s) => s.kind === "career");
    expect(career?.resumeFile).toBe("career-1.pdf");
    expect(existsSync(path.join(dataDir, "resumes", career?.resumeFile ?? ""))).toBe(true);
  });
});

describeSqliteFile("a first wave's certificate the upgrade cannot carry over whole", () => {
  it("is left out when its file is missing, and a name the seed did not write stays as stored; both are reported", () => {
    const dataDir = tempDir("wave-one-gaps");
    makeWaveOneDataDir(dataDir);
    rmSync(path.join(dataDir, "media", WAVE_ONE.certificate.image));
    writeFileSync(path.join(dataDir, "media", "tc", "certificate-9.jpg"), "scan");
    const db = new Database(path.join(dataDir, "content.db"));
    db.prepare("INSERT INTO tc_records (admission, name_key, image) VALUES (?, ?, ?)").run(
      "DPS/2020/0001",
      "ananya d'souza",
      "tc/certificate-9.jpg",
    );
    const reported: string[] = [];
    upgradeSqliteHistory(db, dataDir, (line) => reported.push(line));
    const rows = db.prepare("SELECT admission, name, file FROM certificates").all() as {
      admission: string;
      name: string;
      file: string;
    }[];
    db.close();
    expect(rows).toEqual([{ admission: "DPS/2020/0001", name: "ananya d'souza", file: expect.any(String) }]);
    expect(existsSync(path.join(dataDir, "certificates", rows[0].file))).toBe(true);
    expect(reported).toEqual([
      `certificate ${WAVE_ONE.certificate.admission} (rahul sharma) left out: its file media/${WAVE_ONE.certificate.image} is missing; issue it again at the desk`,
      "certificate DPS/2020/0001: the holder's name is known only in lower case (ananya d'souza); correct it at the desk",
    ]);
  });
});

describe("a database the migrations have brought up to date", () => {
  it("refuses to be opened by an older service than the one that upgraded it", async () => {
    const dataDir = seededDataDir();
    const databaseUrl = await databaseUrlOf(dataDir);
    expect(await asConsole(dataDir, migrationsRun)).toEqual(MIGRATION_NAMES);
    const future = "9999_a_change_of_a_newer_service";
    await query(
      dataDir,
      sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${future}, ${new Date().toISOString()})`,
    );
    await expect(openDb(dataDir, databaseUrl)).rejects.toThrow(`schema changes this service does not know (${future})`);
  });
});

/** The data folder's database, made empty and brought to `name` only, as an older service left it
 * (typed as no schema: an older one's tables are not today's). */
async function databaseAt(dataDir: string, name: string): Promise<Kysely<object>> {
  const databaseUrl = await databaseUrlOf(dataDir);
  const db = databaseUrl
    ? new Kysely<object>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }) })
    : new Kysely<object>({ dialect: new SqliteDialect({ database: new Database(path.join(dataDir, "content.db")) }) });
  await migrateTo(db as Db, name);
  return db;
}

describe("a database from before schools were kept apart", () => {
  it("gives every row, account and session to the service's school, and keeps them all", async () => {
    const dataDir = tempDir("before-schools");
    const old = await databaseAt(dataDir, "0003_content_version");
    const now = Date.now();
    await sql`INSERT INTO entities (kind, id, position, body, origin, created_at, updated_at)
      VALUES ('news', 'news_old', 0, ${JSON.stringify({ _id: "news_old", title: "From before", fromDate: "2026-01-05" })},
        'desk', '2026-01-05T00:00:00.000Z', '2026-01-05T00:00:00.000Z')`.execute(old);
    await sql`INSERT INTO certificates (id, admission, name, name_key, file, origin, created_at)
      VALUES ('tc_old', 'A-17', 'Asha Roy', 'asha roy', 'old.jpg', 'desk', '2026-01-05T00:00:00.000Z')`.execute(old);
    await sql`INSERT INTO certificate_grants (token_hash, certificate_id, expires_at)
      VALUES ('grant', 'tc_old', ${now + 600_000})`.execute(old);
    await sql`INSERT INTO staff (id, email, role, password_hash, created_at)
      VALUES ('staff_old', 'head@older.example', 'admin', 'hash', '2026-01-05T00:00:00.000Z')`.execute(old);
    await sql`INSERT INTO sessions (token_hash, staff_id, created_at, last_seen_at)
      VALUES ('session', 'staff_old', ${now}, ${now})`.execute(old);
    await old.destroy();

    const service = await startService({ dataDir, school: { code: "OLDSCH", name: "An older school" } });
    try {
      const news = (await (await fetch(`${service.base}/api/news/All/OLDSCH`)).json()) as { _id: string }[];
      expect(news.map((item) => item._id)).toEqual(["news_old"]);
      expect((await fetch(`${service.base}/api/news/All/DPSSWB`)).status).toBe(404);
      expect(await query(dataDir, sql`SELECT code, name FROM schools`)).toEqual([
        { code: "OLDSCH", name: "An older school" },
      ]);
      expect(await query(dataDir, sql`SELECT school FROM certificates`)).toEqual([{ school: "OLDSCH" }]);
      expect(await query(dataDir, sql`SELECT school, role FROM staff`)).toEqual([{ school: "OLDSCH", role: "admin" }]);
      expect(await query(dataDir, sql`SELECT token_hash FROM sessions`)).toEqual([{ token_hash: "session" }]);
      expect(await query(dataDir, sql`SELECT token_hash FROM certificate_grants`)).toEqual([{ token_hash: "grant" }]);
    } finally {
      await service.close();
    }
  }, 60_000);
});

describe("a new database", () => {
  it("is created at the current schema and seeded once; a restart does not seed again", async () => {
    const dataDir = tempDir("new");
    const first = await startService({ dataDir });
    const news = await (await fetch(`${first.base}/api/news/All/DPSSWB`)).json();
    await first.close();
    expect(news.length).toBeGreaterThan(10);
    await query(dataDir, sql`DELETE FROM entities WHERE kind = 'news'`);
    const second = await startService({ dataDir });
    expect(await (await fetch(`${second.base}/api/news/All/DPSSWB`)).json()).toEqual([]);
    await second.close();
  }, 60_000);

  it("stays empty when seeding is turned off (SEED=0)", async () => {
    const empty = await startService({ seedNewDatabase: false });
    expect(await (await fetch(`${empty.base}/api/news/All/DPSSWB`)).json()).toEqual([]);
    await empty.close();
  }, 60_000);
});

import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from "fs";
import path from "path";
import type Database from "better-sqlite3";
import { randomName } from "../randomName";

/** A step's arguments: the database, the data folder, `after` for work once the step has committed
 * (removing files it made redundant, reporting what it could not carry over). */
type Migration = (
  db: Database.Database,
  dataDir: string,
  after: (task: () => void) => void,
  report: (line: string) => void,
) => void;

/** The holders' names the first wave's seed wrote, the only writer of its certificate table, which
 * kept a name only as its lower-cased lookup key. Frozen here: a shipped step must not change when
 * the seed does. */
const WAVE_ONE_HOLDERS = new Map(
  [
    ["DPS/2015/0412", "Rahul Sharma"],
    ["DPS/2016/0733", "Priya Chatterjee"],
    ["DPS/2018/1021", "Sourav Ghosh"],
  ].map(([admission, name]) => [`${admission}|${name.toLowerCase()}`, name]),
);

/** The schema changes of the SQLite-only service, before one set of migrations served SQLite and
 * PostgreSQL alike (migrations/); `PRAGMA user_version` records how many have run. A step never
 * drops in silence what it cannot carry over: it reports it. Frozen: new changes go to migrations/. */
const MIGRATIONS: Migration[] = [
  // 1. The first schema, as the service created it before migrations existed (IF NOT EXISTS: such
  //    a database already has it, at user_version 0).
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS entities (
        kind TEXT NOT NULL, id TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (kind, id)
      );
      CREATE TABLE IF NOT EXISTS media (id TEXT PRIMARY KEY, file TEXT NOT NULL UNIQUE, type TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS tc_records (
        admission TEXT NOT NULL, name_key TEXT NOT NULL, image TEXT NOT NULL, PRIMARY KEY (admission, name_key)
      );
      CREATE TABLE IF NOT EXISTS submissions (
        id TEXT PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('contact', 'career')), created_at TEXT NOT NULL,
        body TEXT NOT NULL, resume_file TEXT
      );
    `);
  },
  // 2. Private certificates, media addressed through the table, who created what, résumé sizes.
  (db, dataDir, after, report) => {
    db.exec(`
      ALTER TABLE entities ADD COLUMN origin TEXT NOT NULL DEFAULT 'seed';
      ALTER TABLE entities ADD COLUMN created_at TEXT;
      ALTER TABLE entities ADD COLUMN updated_at TEXT;
      ALTER TABLE media ADD COLUMN path TEXT;
      ALTER TABLE media ADD COLUMN origin TEXT NOT NULL DEFAULT 'seed';
      ALTER TABLE media ADD COLUMN bytes INTEGER;
      UPDATE media SET path = file;
      CREATE UNIQUE INDEX media_path ON media (path) WHERE path IS NOT NULL;
      CREATE TABLE certificates (
        id TEXT PRIMARY KEY,
        admission TEXT NOT NULL,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        file TEXT NOT NULL,
        origin TEXT NOT NULL DEFAULT 'seed',
        created_at TEXT NOT NULL,
        UNIQUE (admission, name_key)
      );
      CREATE TABLE certificate_grants (
        token_hash TEXT PRIMARY KEY,
        certificate_id TEXT NOT NULL REFERENCES certificates (id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      ALTER TABLE submissions ADD COLUMN resume_bytes INTEGER;
      CREATE INDEX submissions_created ON submissions (created_at);
    `);
    // Certificates leave the public media store for a private folder, under names nobody can guess.
    const mediaDir = path.join(dataDir, "media");
    const certificateDir = path.join(dataDir, "certificates");
    mkdirSync(certificateDir, { recursive: true });
    const records = db.prepare("SELECT admission, name_key, image FROM tc_records").all() as {
      admission: string;
      name_key: string;
      image: string;
    }[];
    const insert = db.prepare(
      "INSERT INTO certificates (id, admission, name, name_key, file, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const now = new Date().toISOString();
    for (const record of records) {
      const source = path.join(mediaDir, record.image);
      db.prepare("DELETE FROM media WHERE file = ?").run(record.image);
      // A record without its file would answer the lookup and then fail to download: left out, and said.
      if (!existsSync(source)) {
        after(() =>
          report(
            `certificate ${record.admission} (${record.name_key}) left out: ` +
              `its file media/${record.image} is missing; issue it again at the desk`,
          ),
        );
        continue;
      }
      const file = `${randomName()}${path.extname(record.image).toLowerCase() || ".jpg"}`;
      copyFileSync(source, path.join(certificateDir, file));
      const name = WAVE_ONE_HOLDERS.get(`${record.admission}|${record.name_key}`);
      if (!name)
        after(() =>
          report(
            `certificate ${record.admission}: the holder's name is known only in lower case (${record.name_key}); ` +
              "correct it at the desk",
          ),
        );
      insert.run(randomName(), record.admission, name ?? record.name_key, record.name_key, file, now);
      after(() => rmSync(source, { force: true }));
    }
    db.exec("DROP TABLE tc_records");
    // Résumé paths were absolute; a restored backup lives elsewhere.
    const resumes = db.prepare("SELECT id, resume_file FROM submissions WHERE resume_file IS NOT NULL").all() as {
      id: string;
      resume_file: string;
    }[];
    const update = db.prepare("UPDATE submissions SET resume_file = ?, resume_bytes = ? WHERE id = ?");
    for (const row of resumes) {
      const name = path.basename(row.resume_file);
      const file = path.join(dataDir, "resumes", name);
      update.run(name, existsSync(file) ? statSync(file).size : null, row.id);
    }
  },
  // 3. The desk: staff accounts, server-side sessions, sign-in throttling, the audit log, and what
  //    the desk needs to know of an upload.
  (db) => {
    db.exec(`
      CREATE TABLE staff (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL CHECK (role IN ('admin', 'editor')),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        disabled_at TEXT,
        last_sign_in_at TEXT
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_staff ON sessions (staff_id);
      CREATE TABLE sign_in_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at);
      CREATE TABLE sign_in_lockouts (key TEXT PRIMARY KEY, until INTEGER NOT NULL);
      CREATE TABLE audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        kind TEXT,
        item_id TEXT,
        changes TEXT
      );
      ALTER TABLE media ADD COLUMN name TEXT;
      ALTER TABLE media ADD COLUMN width INTEGER;
      ALTER TABLE media ADD COLUMN height INTEGER;
      ALTER TABLE media ADD COLUMN variants TEXT;
      ALTER TABLE media ADD COLUMN created_at TEXT;
      ALTER TABLE certificates ADD COLUMN updated_at TEXT;
      CREATE TABLE certificate_uploads (id TEXT PRIMARY KEY, file TEXT NOT NULL, created_at INTEGER NOT NULL);
      ALTER TABLE submissions ADD COLUMN handled_at TEXT;
    `);
  },
  // 4. The audit log names what it is about as it was then (an album's title, an account's e-mail),
  //    and the client address of sign-ins, refused ones included.
  (db) => {
    db.exec(`
      ALTER TABLE audit ADD COLUMN label TEXT;
      ALTER TABLE audit ADD COLUMN address TEXT;
      CREATE INDEX audit_sign_ins ON audit (action, address) WHERE address IS NOT NULL;
    `);
  },
  // 5. Sign-in attempts are reserved before the password is checked, and an account under slow,
  //    spread-out guessing is paced (its next free moment) rather than locked.
  (db) => {
    db.exec(`
      DELETE FROM sign_in_failures;
      DELETE FROM sign_in_lockouts;
      CREATE TABLE sign_in_pace (key TEXT PRIMARY KEY, next_at INTEGER NOT NULL);
    `);
  },
];

export const SQLITE_HISTORY_VERSION = MIGRATIONS.length;

/** Brings a database file the SQLite-only service made to the last of its versions, one
 * transaction per step; migrations/ takes it on from there. A new file is left alone (the
 * migrations create it whole). Files a step has made redundant are removed, and what it could not
 * carry over reported (to the service's error output by default), only after its transaction commits. */
export function upgradeSqliteHistory(
  db: Database.Database,
  dataDir: string,
  report = (line: string) => console.warn(`Schema upgrade: ${line}`),
): void {
  const hasTable = (name: string) =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
  // A new file, or one the migrations have taken on, has no history to catch up on.
  if (!hasTable("entities") || hasTable("kysely_migration")) return;
  const version = db.pragma("user_version", { simple: true }) as number;
  for (let next = version; next < SQLITE_HISTORY_VERSION; next++) {
    const tasks: (() => void)[] = [];
    db.transaction(() => {
      MIGRATIONS[next](db, dataDir, (task) => tasks.push(task), report);
      db.pragma(`user_version = ${next + 1}`);
    })();
    for (const task of tasks) task();
  }
}

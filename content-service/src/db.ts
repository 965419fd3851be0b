import { mkdirSync } from "fs";
import path from "path";
import Database from "better-sqlite3";

export type Db = Database.Database;

export const ENTITY_KINDS = ["highlight", "news", "event", "birthday", "gallery", "blog", "topper", "calendar", "registration"] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Opens (and creates) the service's database. WAL with FULL sync: a form stored before its 201
 * survives a crash of the process or the machine. */
export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, "content.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.exec(`
    CREATE TABLE IF NOT EXISTS entities (
      kind TEXT NOT NULL,
      id TEXT NOT NULL,
      position INTEGER NOT NULL,
      body TEXT NOT NULL,
      PRIMARY KEY (kind, id)
    );
    CREATE TABLE IF NOT EXISTS media (
      id TEXT PRIMARY KEY,
      file TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS tc_records (
      admission TEXT NOT NULL,
      name_key TEXT NOT NULL,
      image TEXT NOT NULL,
      PRIMARY KEY (admission, name_key)
    );
    CREATE TABLE IF NOT EXISTS submissions (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('contact', 'career')),
      created_at TEXT NOT NULL,
      body TEXT NOT NULL,
      resume_file TEXT
    );
  `);
  return db;
}

export function entityCount(db: Db): number {
  return (db.prepare("SELECT COUNT(*) AS n FROM entities").get() as { n: number }).n;
}

export function listEntities(db: Db, kind: EntityKind): Record<string, unknown>[] {
  return (db.prepare("SELECT body FROM entities WHERE kind = ? ORDER BY position").all(kind) as { body: string }[]).map(
    (row) => JSON.parse(row.body) as Record<string, unknown>,
  );
}

export function getEntity(db: Db, kind: EntityKind, id: string): Record<string, unknown> | null {
  const row = db.prepare("SELECT body FROM entities WHERE kind = ? AND id = ?").get(kind, id) as { body: string } | undefined;
  return row ? (JSON.parse(row.body) as Record<string, unknown>) : null;
}

import { mkdirSync } from "fs";
import path from "path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { ImmediateSqliteDialect } from "./sqliteDialect";
import { upgradeSqliteHistory } from "./sqliteHistory";
import { migrateToLatest } from "./migrations";
import type { Schema } from "./schema";

export { isPostgres } from "./dialect";

export type Db = Kysely<Schema>;

/** The SQLite connection under each database opened on a file (the only one it has). */
const sqliteFiles = new WeakMap<Db, Database.Database>();

/** The SQLite connection under `db`, or undefined on PostgreSQL or inside a transaction. */
export const sqliteFileOf = (db: Db): Database.Database | undefined => sqliteFiles.get(db);

/** Where the service keeps its files inside DATA_DIR. Only `media` is ever served publicly. */
export const dataPaths = (dataDir: string) => ({
  database: path.join(dataDir, "content.db"),
  media: path.join(dataDir, "media"),
  certificates: path.join(dataDir, "certificates"),
  resumes: path.join(dataDir, "resumes"),
});

// Times in milliseconds and counts are BIGINT on PostgreSQL, which `pg` answers as strings; every
// one of ours fits a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** The embedded file: WAL with FULL sync, so a form stored before its 201 survives a crash of the
 * process or the machine. */
function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const raw = new Database(dataPaths(dataDir).database, { timeout: 10_000 });
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = FULL");
  raw.pragma("foreign_keys = ON");
  try {
    upgradeSqliteHistory(raw, dataDir);
  } catch (error) {
    raw.close();
    throw error;
  }
  const db = new Kysely<Schema>({ dialect: new ImmediateSqliteDialect({ database: raw }) });
  sqliteFiles.set(db, raw);
  return db;
}

const openPostgres = (databaseUrl: string): Db =>
  new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }) });

/** Opens (creating and upgrading as needed) the service's database: PostgreSQL at `databaseUrl`
 * when one is given, otherwise the SQLite file in the data folder. `created` tells whether the
 * database was new, the only time the sample content is seeded by itself. */
export async function openDb(
  dataDir: string,
  databaseUrl: string | null = null,
): Promise<{ db: Db; created: boolean }> {
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
  try {
    const created = !(await db.introspection.getTables()).some((table) => table.name === "entities");
    await migrateToLatest(db);
    return { db, created };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

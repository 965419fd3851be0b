import { mkdirSync } from "fs";
import path from "path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, type PostgresPool } from "kysely";
import pg from "pg";
import { ImmediateSqliteDialect } from "./sqliteDialect";
import { upgradeSqliteHistory } from "./sqliteHistory";
import { migrateToLatest } from "./migrations";
import type { Schema } from "./schema";
import { registerScopes, rootOf } from "./schoolScope";
import { DEFAULT_SCHOOL, type School } from "../school";

export { isPostgres } from "./dialect";

export type Db = Kysely<Schema>;

/** The SQLite connection under each database opened on a file (the only one it has). */
const sqliteFiles = new WeakMap<Db, Database.Database>();

/** The SQLite connection under `db`, or undefined on PostgreSQL or inside a transaction. */
export const sqliteFileOf = (db: Db): Database.Database | undefined => sqliteFiles.get(rootOf(db));

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
  // One connection, one lock: every school's handle shares the file's driver.
  registerScopes(db, (_school, plugin) => db.withPlugin(plugin));
  return db;
}

/** The school each pooled connection is set to (`app.school`, which row-level security reads). */
const connectionSchools = new WeakMap<pg.PoolClient, string>();

/** The shared pool, as one school's handle (or the unscoped one, "") sees it: a connection is set
 * to the handle's school as it is taken, outside any transaction, only when it was set otherwise. */
const poolFor = (pool: pg.Pool, school: string, end: () => Promise<void>): PostgresPool => ({
  connect: async () => {
    const client = await pool.connect();
    if (connectionSchools.get(client) !== school) {
      try {
        await client.query("SELECT set_config('app.school', $1, false)", [school]);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      connectionSchools.set(client, school);
    }
    return client;
  },
  end,
});

function openPostgres(databaseUrl: string): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: poolFor(pool, "", () => pool.end()) }) });
  registerScopes(
    db,
    (school, plugin) =>
      new Kysely<Schema>({
        dialect: new PostgresDialect({ pool: poolFor(pool, school, async () => {}) }),
        plugins: [plugin],
      }),
  );
  return db;
}

/** Opens (creating and upgrading as needed) the service's database: PostgreSQL at `databaseUrl`
 * when one is given, otherwise the SQLite file in the data folder. `created` tells whether the
 * database was new, the only time the sample content is seeded by itself. The rows of a database
 * from before schools were kept apart belong to `school`, which is also the first school of a new one.
 * The handle answered is for no school: school's rows are reached through forSchool (schoolScope.ts). */
export async function openDb(
  dataDir: string,
  databaseUrl: string | null = null,
  school: School = DEFAULT_SCHOOL,
): Promise<{ db: Db; created: boolean }> {
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
  try {
    const created = !(await db.introspection.getTables()).some((table) => table.name === "entities");
    await migrateToLatest(db, school);
    return { db, created };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

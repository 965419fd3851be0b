/**
 * Where a test's content service keeps its rows. `npm test` runs this suite on the SQLite file of
 * each data folder, and its files whose subject is the database (ON_POSTGRES in jest.config.js)
 * again on PostgreSQL (TEST_POSTGRES_URL, a throw-away cluster's superuser,
 * content-service/scripts/postgresCluster.mjs). There each data folder gets a database of its own, made on
 * first use, owned by a role that is no superuser, as a school group's server would give the
 * service; a folder copied from the seeded template gets a copy of the seeded database.
 */
import { execFileSync } from "child_process";
import { existsSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import { randomBytes } from "crypto";
import pg from "pg";

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "";
export const onPostgres = POSTGRES_ADMIN_URL !== "";

export const SERVICE_ROLE = "school_service";
const SERVICE_PASSWORD = "school-service-in-tests";
/** The seeded database every seeded data folder's is copied from (../globalSetup.ts). */
export const TEMPLATE_DATABASE = "school_template";

const MARK = ".test-database.json";

/** Runs statements as the cluster's superuser, on `database`. */
export async function asAdmin(statements: string[], database = "postgres"): Promise<void> {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits until no connection to `database` is left: a backend outlives its client's goodbye for a
 * moment, and a database still connected to cannot be copied. */
export async function untilUnused(database: string, timeoutMs = 10_000): Promise<void> {
  const url = new URL(POSTGRES_ADMIN_URL);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
        database,
      ]);
      if (rows[0].n === 0) return;
      if (Date.now() > until) throw new Error(`${database} is still in use after ${timeoutMs} ms`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await client.end();
  }
}

export function serviceUrlFor(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.username = SERVICE_ROLE;
  url.password = SERVICE_PASSWORD;
  url.pathname = `/${database}`;
  return url.toString();
}

/** The service's role, once per cluster. */
export async function createServiceRole(): Promise<void> {
  await asAdmin([
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${SERVICE_ROLE}') THEN
         CREATE ROLE ${SERVICE_ROLE} LOGIN NOSUPERUSER NOCREATEDB CREATEROLE PASSWORD '${SERVICE_PASSWORD}';
       END IF;
     END $$`,
  ]);
}

/** Marks a data folder as holding the seeded content, whose database is a copy of the template's. */
export function markSeeded(dataDir: string): void {
  if (onPostgres) writeFileSync(path.join(dataDir, MARK), JSON.stringify({ seeded: true }));
}

/** The database address a data folder's service uses: null on SQLite (the folder's own file). */
export async function databaseUrlOf(dataDir: string): Promise<string | null> {
  if (!onPostgres) return null;
  const mark = path.join(dataDir, MARK);
  const known = existsSync(mark) ? (JSON.parse(readFileSync(mark, "utf8")) as { seeded?: boolean; name?: string }) : {};
  if (known.name) return serviceUrlFor(known.name);
  const name = `test_${randomBytes(6).toString("hex")}`;
  await asAdmin([
    `CREATE DATABASE ${name} OWNER ${SERVICE_ROLE}${known.seeded ? ` TEMPLATE ${TEMPLATE_DATABASE}` : ""}`,
  ]);
  writeFileSync(mark, JSON.stringify({ name }));
  return serviceUrlFor(name);
}

/** Makes a backup folder a data folder a service can start on, as docs/operations.md says: on PostgreSQL,
 * its dump loaded into the folder's own (new) database with pg_restore; on SQLite the copied
 * file is already in place. */
export async function restoreDatabase(backupDir: string): Promise<void> {
  const databaseUrl = await databaseUrlOf(backupDir);
  if (!databaseUrl) return;
  execFileSync("pg_restore", [
    "--no-owner",
    "--exit-on-error",
    `--dbname=${databaseUrl}`,
    path.join(backupDir, "content.dump"),
  ]);
}

/** The environment a command of the service's needs to work on a data folder. */
export async function serviceEnv(dataDir: string): Promise<Record<string, string>> {
  const databaseUrl = await databaseUrlOf(dataDir);
  return { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
}

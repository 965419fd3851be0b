import { mkdirSync } from "fs";
import path from "path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, sql, type PostgresPool } from "kysely";
import pg from "pg";
import { ImmediateSqliteDialect } from "./sqliteDialect";
import { upgradeSqliteHistory } from "./sqliteHistory";
import { migrateToLatest } from "./migrations";
import type { Schema } from "./schema";
import { registerScopes, rootOf } from "./schoolScope";
import { DEFAULT_SCHOOL, type School } from "../school";
import { newDbEvents, type DbEvents, type PoolStats } from "./events";
import { DatabaseSetupRefused, prepareRequestRole, type RequestCredentials } from "./requestRole";
import { setSchoolStatement, signSchool } from "./schoolSignature";
import { keepLimitSecret, readLimitSecret } from "./limitKeys";
import { keepVapidKeys, readVapidKeys } from "./vapidKeys";

export { isPostgres } from "./dialect";

export type Db = Kysely<Schema>;

/** The SQLite connection under each database opened on a file (the only one it has). */
const sqliteFiles = new WeakMap<Db, Database.Database>();

/** The SQLite connection under `db`, or undefined on PostgreSQL or inside a transaction. */
export const sqliteFileOf = (db: Db): Database.Database | undefined => sqliteFiles.get(rootOf(db));

/** The events of each database opened (events.ts), and the PostgreSQL pool under it. */
const eventsOf = new WeakMap<Db, DbEvents>();
const poolsOf = new WeakMap<Db, pg.Pool>();

/** What `db` tells its watchers: connection waits, notifications, losing and finding the database. */
export function dbEventsOf(db: Db): DbEvents {
  const root = rootOf(db);
  let events = eventsOf.get(root);
  if (!events) eventsOf.set(root, (events = newDbEvents()));
  return events;
}

/** The PostgreSQL pool's connections now; null on SQLite, which has one connection and no pool. */
export function poolStatsOf(db: Db): PoolStats | null {
  const pool = poolsOf.get(rootOf(db));
  return pool
    ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }
    : null;
}

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

/** The credentials each PostgreSQL database's requests run with (requestRole.ts). */
const credentialsOf = new WeakMap<Db, RequestCredentials>();

/** The settings that put a connection of `db` in `school`'s scope, signed so that row-level
 * security believes them: for a connection made outside the pool, such as pg_dump's. */
export function signedSchoolSettings(db: Db, school: string): { school: string; signature: string } {
  const credentials = credentialsOf.get(rootOf(db));
  if (!credentials) throw new Error("Only a PostgreSQL database opened by openDb has signed school settings");
  return { school, signature: signSchool(credentials.signingSecret, school) };
}

/** The shared pool, as one school's handle (or the service's own, "") sees it: a connection is set
 * to the handle's school as it is taken, outside any transaction, only when it was set otherwise.
 * How long each wait for a connection took, and whether the database could be reached, is told to
 * the database's watchers. */
const poolFor = (
  pool: pg.Pool,
  school: string,
  signature: string,
  events: DbEvents,
  health: { down: boolean },
  end: () => Promise<void>,
): PostgresPool => ({
  connect: async () => {
    const asked = performance.now();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      events.emit("unavailable", error as Error);
      throw error;
    }
    events.emit("connectWait", (performance.now() - asked) / 1000);
    if (health.down) {
      health.down = false;
      events.emit("available");
    }
    if (connectionSchools.get(client) !== school) {
      try {
        await client.query(setSchoolStatement(), [school, signature]);
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

/** A request waits this long for a connection, and a statement runs at most this long: then it
 * answers 503, well within the request's own timeout, instead of hanging on a database that is away. */
export const CONNECT_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 15_000;
const POOL_MAX = 10;

/** The address of the database as the request role: pg takes `user` and `password` from the query
 * string over those before it. */
const asRequestRole = (databaseUrl: string, { role, password }: RequestCredentials) =>
  `${databaseUrl}${databaseUrl.includes("?") ? "&" : "?"}user=${encodeURIComponent(role)}&password=${password}`;

/** The pool of connections the service's requests run on, as the request role. A connection that
 * breaks (the server restarted, failed over, or a proxy dropped it) is logged by its pool and
 * replaced by a new one on the next request: it never takes the process down. */
function requestPool(databaseUrl: string, credentials: RequestCredentials, events: DbEvents): pg.Pool {
  const pool = new pg.Pool({
    connectionString: asRequestRole(databaseUrl, credentials),
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: "school-content-service",
  });
  // An idle connection's error reaches the pool, a busy one's its client: either, unheard, would
  // end the process.
  pool.on("error", (error) => events.emit("unavailable", error));
  pool.on("connect", (client) => client.on("error", (error) => events.emit("unavailable", error)));
  return pool;
}

/** Where each PostgreSQL database's listening connection comes from (changeFeed.ts). */
const listenersOf = new WeakMap<Db, () => pg.Client>();

/** Makes the connection that listens for `db`'s change notifications, as the request role. */
export function listenerClientOf(db: Db): () => pg.Client {
  const make = listenersOf.get(rootOf(db));
  if (!make) throw new Error("Only a PostgreSQL database opened by openDb sends change notifications");
  return make;
}

/** Runs `work` on a connection as the address's own role, the tables' owner: for migrations and
 * setting up the request role, at start only. */
async function asOwner<T>(databaseUrl: string, work: (owner: Db) => Promise<T>): Promise<T> {
  const owner = new Kysely<Schema>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
    }),
  });
  try {
    return await work(owner);
  } finally {
    await owner.destroy();
  }
}

/** Whether PostgreSQL takes the request role's password; a refusal of another kind is thrown as
 * what to do about it. */
async function requestRoleSignsIn(databaseUrl: string, credentials: RequestCredentials): Promise<boolean> {
  const client = new pg.Client({
    connectionString: asRequestRole(databaseUrl, credentials),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "28P01") return false;
    if (code === "28000")
      throw new DatabaseSetupRefused(
        `PostgreSQL does not let the service's request role "${credentials.role}" connect ` +
          `(${(error as Error).message}): allow it in pg_hba.conf as the role in DATABASE_URL is.`,
      );
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PostgreSQL, migrated as the address's role (the tables' owner), then used by the requests as a
 * role of their own that cannot bypass row-level security (requestRole.ts). */
async function openPostgres(databaseUrl: string, school: School): Promise<{ db: Db; created: boolean }> {
  const { created, credentials, limitSecret, vapidKeys } = await asOwner(databaseUrl, async (owner) => {
    const created = !(await owner.introspection.getTables()).some((table) => table.name === "entities");
    await migrateToLatest(owner, school);
    let credentials = await prepareRequestRole(owner);
    if (!(await requestRoleSignsIn(databaseUrl, credentials)))
      credentials = await prepareRequestRole(owner, { resetPassword: true });
    return { created, credentials, limitSecret: await readLimitSecret(owner), vapidKeys: await readVapidKeys(owner) };
  });
  const events = newDbEvents();
  // Lost when a connection cannot be had or breaks; found again with the next connection taken.
  const health = { down: false };
  events.on("unavailable", () => (health.down = true));
  const pool = requestPool(databaseUrl, credentials, events);
  const handle = (name: string, end: () => Promise<void>) =>
    poolFor(pool, name, signSchool(credentials.signingSecret, name), events, health, end);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: handle("", () => pool.end()) }) });
  registerScopes(
    db,
    (name, plugin) =>
      new Kysely<Schema>({ dialect: new PostgresDialect({ pool: handle(name, async () => {}) }), plugins: [plugin] }),
  );
  // Asked through the handle itself, which also makes destroy() end the pool.
  const { rows } = await sql<{ user: string; bypasses: boolean }>`
    SELECT current_user AS user,
      (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user) AS bypasses
  `.execute(db);
  if (rows[0].user !== credentials.role || rows[0].bypasses) {
    await db.destroy();
    throw new DatabaseSetupRefused(`Requests would run as "${rows[0].user}", which row-level security does not bind.`);
  }
  eventsOf.set(db, events);
  poolsOf.set(db, pool);
  credentialsOf.set(db, credentials);
  keepLimitSecret(db, limitSecret);
  keepVapidKeys(db, vapidKeys);
  listenersOf.set(
    db,
    () =>
      new pg.Client({
        connectionString: asRequestRole(databaseUrl, credentials),
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        application_name: "school-content-service-listener",
      }),
  );
  return { db, created };
}

/** Opens (creating and upgrading as needed) the service's database: PostgreSQL at `databaseUrl`
 * when one is given, otherwise the SQLite file in the data folder. `created` tells whether the
 * database was new, the only time the sample content is seeded by itself. The rows of a database
 * from before schools were kept apart belong to `school`, which is also the first school of a new one.
 * The handle answered is the service's own, of no school: a school's rows are reached through
 * forSchool (schoolScope.ts). */
export async function openDb(
  dataDir: string,
  databaseUrl: string | null = null,
  school: School = DEFAULT_SCHOOL,
): Promise<{ db: Db; created: boolean }> {
  if (databaseUrl) return openPostgres(databaseUrl, school);
  const db = openSqlite(dataDir);
  try {
    const created = !(await db.introspection.getTables()).some((table) => table.name === "entities");
    await migrateToLatest(db, school);
    keepLimitSecret(db, await readLimitSecret(db));
    keepVapidKeys(db, await readVapidKeys(db));
    return { db, created };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

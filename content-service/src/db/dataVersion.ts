import { sql } from "kysely";
import type { Database, Statement } from "better-sqlite3";
import { sqliteFileOf, type Db } from "./open";

const statements = new WeakMap<Database, Statement>();

/** A number that changes whenever the content the public API answers may have changed, whoever
 * changed it: another process (`npm run seed`, a restore, another instance of the service) as well
 * as this one. SQLite keeps one for each connection (data_version, moved by other connections'
 * commits), read straight from the connection: it is asked on every public answer; on PostgreSQL
 * triggers keep one (migrations/0003_content_version.ts). */
export async function dataVersionOf(db: Db): Promise<number> {
  const file = sqliteFileOf(db);
  if (file) {
    let statement = statements.get(file);
    if (!statement) statements.set(file, (statement = file.prepare("PRAGMA data_version").pluck()));
    return statement.get() as number;
  }
  const { rows } = await sql<{ n: number }>`SELECT n FROM content_version`.execute(db);
  return Number(rows[0].n);
}

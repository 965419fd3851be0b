import { sql } from "kysely";
import { isPostgres, type Db } from "./open";

/** A number that changes whenever another connection (another process: `npm run seed`, a restore)
 * has changed the database since this one last read it (SQLite's data_version); null on
 * PostgreSQL, whose writers are all services that clear their own caches. */
export async function dataVersionOf(db: Db): Promise<number | null> {
  if (isPostgres(db)) return null;
  const { rows } = await sql<{ data_version: number }>`PRAGMA data_version`.execute(db);
  return rows[0].data_version;
}

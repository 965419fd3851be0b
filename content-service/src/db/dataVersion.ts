import type { Db } from "./open";

/** A number that changes whenever another connection (another process: `npm run seed`, a restore)
 * has changed the database since this one last read it (SQLite's data_version). */
export function dataVersionOf(db: Db): () => unknown {
  const statement = db.prepare("PRAGMA data_version").pluck();
  return () => statement.get();
}

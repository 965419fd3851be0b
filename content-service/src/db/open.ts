import { mkdirSync } from "fs";
import path from "path";
import Database from "better-sqlite3";
import { migrate } from "./migrations";

export type Db = Database.Database;

/** Where the service keeps its files inside DATA_DIR. Only `media` is ever served publicly. */
export const dataPaths = (dataDir: string) => ({
  database: path.join(dataDir, "content.db"),
  media: path.join(dataDir, "media"),
  certificates: path.join(dataDir, "certificates"),
  resumes: path.join(dataDir, "resumes"),
});

/** Opens (creating and upgrading as needed) the service's database. WAL with FULL sync: a form
 * stored before its 201 survives a crash of the process or the machine. `created` tells whether
 * the database was new, the only time the sample content is seeded by itself. */
export function openDb(dataDir: string): { db: Db; created: boolean } {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(dataPaths(dataDir).database, { timeout: 10_000 });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  const { created } = migrate(db, dataDir);
  return { db, created };
}

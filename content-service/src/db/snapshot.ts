import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { ImmediateSqliteDialect } from "./sqliteDialect";
import { MIGRATION_NAMES, migrationsRun } from "./migrations";
import { referencedFiles, type ReferencedFile } from "./referencedFiles";
import type { Db } from "./open";
import type { Schema } from "./schema";

/** Runs `read` on a database file opened read-only. */
async function readingFile<T>(file: string, read: (db: Db) => Promise<T>): Promise<T> {
  const db = new Kysely<Schema>({
    dialect: new ImmediateSqliteDialect({ database: new Database(file, { readonly: true, fileMustExist: true }) }),
  });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** SQLite's online backup of `database` into `file`: a consistent snapshot, whatever is being
 * written meanwhile. Answers the files the copy names. */
export async function snapshotDatabase(database: string, file: string): Promise<ReferencedFile[]> {
  const live = new Database(database, { readonly: true, fileMustExist: true });
  try {
    await live.backup(file);
  } finally {
    live.close();
  }
  return readingFile(file, async (copy) => {
    const run = await migrationsRun(copy);
    if (run.join() !== MIGRATION_NAMES.join())
      throw new Error(
        `The database has had the schema changes ${run.join(", ") || "(none)"}, this backup reads ` +
          `${MIGRATION_NAMES.join(", ")}: back it up with the service that wrote it, or start this one on it first.`,
      );
    return referencedFiles(copy);
  });
}

/** How many rows a database file holds of what a backup reports. */
export function snapshotCounts(file: string) {
  return readingFile(file, async (copy) => {
    const count = async (table: "entities" | "media" | "certificates" | "submissions") =>
      Number(
        (
          await copy
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      entities: await count("entities"),
      media: await count("media"),
      certificates: await count("certificates"),
      submissions: await count("submissions"),
    };
  });
}

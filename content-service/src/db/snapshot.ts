import Database from "better-sqlite3";
import { SCHEMA_VERSION } from "./migrations";
import { referencedFiles, type ReferencedFile } from "./referencedFiles";

/** SQLite's online backup of `database` into `file`: a consistent snapshot, whatever is being
 * written meanwhile. Answers the files the copy names. */
export async function snapshotDatabase(database: string, file: string): Promise<ReferencedFile[]> {
  const live = new Database(database, { readonly: true, fileMustExist: true });
  try {
    await live.backup(file);
  } finally {
    live.close();
  }
  const copy = new Database(file, { readonly: true });
  try {
    const version = copy.pragma("user_version", { simple: true });
    if (version !== SCHEMA_VERSION)
      throw new Error(
        `The database is at schema version ${version}, this backup reads ${SCHEMA_VERSION}: ` +
          "back it up with the service that wrote it, or start this one on it first.",
      );
    return referencedFiles(copy);
  } finally {
    copy.close();
  }
}

/** How many rows a database file holds of what a backup reports. */
export function snapshotCounts(file: string) {
  const copy = new Database(file, { readonly: true });
  try {
    const count = (table: string) => copy.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    return {
      entities: count("entities"),
      media: count("media"),
      certificates: count("certificates"),
      submissions: count("submissions"),
    };
  } finally {
    copy.close();
  }
}

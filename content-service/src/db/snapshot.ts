import { execFile } from "child_process";
import { promisify } from "util";
import Database from "better-sqlite3";
import { CompiledQuery, Kysely, sql } from "kysely";
import { ImmediateSqliteDialect } from "./sqliteDialect";
import { MIGRATION_NAMES, migrationsRun } from "./migrations";
import { referencedFiles, type ReferencedFile } from "./referencedFiles";
import { openDb, signedSchoolSettings, type Db } from "./open";
import type { Schema } from "./schema";
import { ALL_SCHOOLS } from "./schoolScope";
import { setSchoolStatement } from "./schoolSignature";

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

/** How many rows a database holds of what a backup reports. */
async function countsOf(db: Db) {
  const count = async (table: "entities" | "media" | "certificates" | "submissions") =>
    Number(
      (
        await db
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
}

export type SnapshotCounts = Awaited<ReturnType<typeof countsOf>>;

/** How many rows a database file holds of what a backup reports. */
export const snapshotCounts = (file: string) => readingFile(file, countsOf);

/** PostgreSQL's snapshot of the database at `databaseUrl`, dumped by pg_dump (its custom format)
 * into `file`: the rows as one transaction saw them, whatever is written meanwhile. The files the
 * dump names, and its counts, are read in that same transaction, so they agree with it. */
export async function dumpPostgres(
  databaseUrl: string,
  file: string,
  pgDump = "pg_dump",
): Promise<{ files: ReferencedFile[]; counts: SnapshotCounts }> {
  const { db } = await openDb("", databaseUrl);
  try {
    return await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        // Row-level security binds the tables' owner too (FORCE): the dump and the counts are made
        // under the service's signed setting for every school's rows. Grants are left out: the
        // service makes its request role's anew on the database it starts on.
        const scope = signedSchoolSettings(db, ALL_SCHOOLS);
        await trx.executeQuery(CompiledQuery.raw(setSchoolStatement(true), [scope.school, scope.signature]));
        const { rows } = await sql<{ id: string }>`SELECT pg_export_snapshot() AS id`.execute(trx);
        const settings = `-c app.school=${scope.school} -c app.school_sig=${scope.signature}`;
        await promisify(execFile)(
          pgDump,
          [
            "--format=custom",
            "--no-owner",
            "--no-acl",
            "--enable-row-security",
            `--snapshot=${rows[0].id}`,
            `--file=${file}`,
            databaseUrl,
          ],
          { env: { ...process.env, PGOPTIONS: `${process.env.PGOPTIONS ?? ""} ${settings}`.trim() } },
        );
        return { files: await referencedFiles(trx), counts: await countsOf(trx) };
      });
  } finally {
    await db.destroy();
  }
}

import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/** A sign-in failure gets an id of its own, by which one reserved try is taken back (PostgreSQL has
 * no rowid). The table is made anew: it only ever holds the failures of the last few minutes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_failures").ifExists().execute();
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_failures_key").on("sign_in_failures").columns(["key", "at"]).execute();
}

import { randomBytes } from "crypto";
import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
type AnyDb = Kysely<any>;

/** The limits every instance of the service shares, which each kept in its memory before:
 * - `rate_limit_hits`: the requests each key (a client address or a person, per route) has made in
 *   its current window (db/rateLimitHits.ts);
 * - `resume_sends`: the résumé bytes each address has stored over the last day (db/resumeSends.ts).
 * Addresses are kept only as keyed hashes (db/limitKeys.ts), under a secret of the database's own,
 * kept with the others in `service_secrets`. On PostgreSQL both tables are the service's own rows,
 * of no school, like the sign-in attempts: the request role reaches them only in the service's own
 * scope, under a forced policy. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("ends_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_ends_at").on("rate_limit_hits").column("ends_at").execute();

  await db.schema
    .createTable("resume_sends")
    .addColumn("id", "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("sender", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("bytes", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resume_sends_sender").on("resume_sends").columns(["sender", "at"]).execute();

  // 0006 made the secrets' table on PostgreSQL, where the request role cannot read it.
  if (!isPostgres(db)) await sql`CREATE TABLE service_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)`.execute(db);
  await sql`INSERT INTO service_secrets (name, value)
    VALUES ('limit_keys', ${randomBytes(32).toString("hex")})`.execute(db);

  if (!isPostgres(db)) return;
  const serviceRows = sql`(SELECT request_school()) IN ('', '*')`;
  for (const table of ["rate_limit_hits", "resume_sends"]) {
    const name = sql.table(table);
    await sql`ALTER TABLE ${name} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${name} FORCE ROW LEVEL SECURITY`.execute(db);
    await sql`CREATE POLICY school_rows ON ${name} USING (${serviceRows}) WITH CHECK (${serviceRows})`.execute(db);
  }
}

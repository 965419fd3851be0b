import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/** On PostgreSQL, a counter that every change to what the public API answers (items, files,
 * certificates) moves on, by triggers, whoever makes it: the service's content cache compares it
 * on each read, as it compares SQLite's data_version, so a reseed or another instance of the
 * service is seen at once. SQLite needs nothing: it keeps such a number itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE TABLE content_version (n BIGINT NOT NULL)`.execute(db);
  await sql`INSERT INTO content_version (n) VALUES (0)`.execute(db);
  await sql`
    CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET n = n + 1;
      RETURN NULL;
    END $$
  `.execute(db);
  for (const table of ["entities", "media", "certificates"])
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_content_version`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()
    `.execute(db);
}

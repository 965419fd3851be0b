import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
type AnyDb = Kysely<any>;

/** Each school's public site's address (`npm run school -- set-site`, or an owner at the desk); none
 * means PUBLIC_SITE_URL's. The feeds and share pages link to it, so on PostgreSQL a change to a
 * school moves the content version as a change to its items does: every instance's cached feeds
 * are dropped at once. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("schools").addColumn("site_url", "text").execute();
  if (!isPostgres(db)) return;
  await sql`
    CREATE TRIGGER schools_content_version
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schools
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()
  `.execute(db);
}

import { sql, type Kysely } from "kysely";
import webpush from "web-push";
import { isPostgres } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
type AnyDb = Kysely<any>;

/** Urgent notices on parents' phones (web push):
 * - `push_subscriptions`: each browser that asked for a school's urgent notices: its push service's
 *   address, the keys that encrypt what is sent to it, the levels chosen, and when it was last
 *   confirmed (subscribed again, or sent to), for the retention sweep. Nothing names a person.
 * - the service's VAPID key pair (`vapid` in `service_secrets`), made once here, so that every
 *   instance signs with the same key and a restored backup keeps its subscriptions working; the
 *   VAPID_* variables replace it. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("school", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("id", "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("levels", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("confirmed_at", "bigint", (c) => c.notNull())
    .addUniqueConstraint("push_subscriptions_endpoint", ["school", "endpoint"])
    .execute();
  await db.schema
    .createIndex("push_subscriptions_confirmed_at")
    .on("push_subscriptions")
    .column("confirmed_at")
    .execute();

  const keys = webpush.generateVAPIDKeys();
  await sql`INSERT INTO service_secrets (name, value)
    VALUES ('vapid', ${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey })})`.execute(db);

  if (!isPostgres(db)) return;
  const S = sql`(SELECT request_school())`;
  const schoolRows = sql`school = ${S} OR ${S} = '*'`;
  await sql`ALTER TABLE push_subscriptions ENABLE ROW LEVEL SECURITY`.execute(db);
  await sql`ALTER TABLE push_subscriptions FORCE ROW LEVEL SECURITY`.execute(db);
  await sql`CREATE POLICY school_rows ON push_subscriptions USING (${schoolRows}) WITH CHECK (${schoolRows})`.execute(
    db,
  );
}

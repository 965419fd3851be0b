import { sql, type Kysely } from "kysely";
import webpush from "web-push";
import { isPostgres } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
type AnyDb = Kysely<any>;

/** Urgent notices on parents' phones (web push):
 * - `push_subscriptions`: each browser that asked for a school's urgent notices: its push service's
 *   address, the keys that encrypt what is sent to it, the levels chosen, and when it was last
 *   confirmed (subscribed again, or sent to), for the retention sweep. Nothing names a person.
 * - `push_notices`: each notice as it was last queued (a digest of its title, message and level,
 *   and its version), so that it is queued once, and again only when those change.
 * - `push_sends`: the queue, one row per notice version and subscription, with its state and the
 *   time of its next attempt: what a restart finds there is sent, what is done is not sent again.
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

  await db.schema
    .createTable("push_notices")
    .addColumn("school", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("alert_id", "text", (c) => c.notNull())
    .addColumn("digest", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    /** What the phones are sent (JSON), and until when (ms) it is worth delivering. */
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("ends_at", "bigint", (c) => c.notNull())
    .addColumn("queued_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("push_notices_pk", ["school", "alert_id"])
    .execute();

  await db.schema
    .createTable("push_sends")
    .addColumn("school", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("id", "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("alert_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("subscription_id", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state IN ('pending', 'sent', 'failed', 'gone')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_at", "bigint", (c) => c.notNull())
    .addColumn("lease_until", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("finished_at", "bigint")
    .addUniqueConstraint("push_sends_once", ["school", "alert_id", "version", "subscription_id"])
    .execute();
  await db.schema.createIndex("push_sends_due").on("push_sends").columns(["state", "next_at"]).execute();

  const keys = webpush.generateVAPIDKeys();
  await sql`INSERT INTO service_secrets (name, value)
    VALUES ('vapid', ${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey })})`.execute(db);

  if (!isPostgres(db)) return;
  const S = sql`(SELECT request_school())`;
  const schoolRows = sql`school = ${S} OR ${S} = '*'`;
  for (const table of ["push_subscriptions", "push_notices", "push_sends"]) {
    const name = sql.table(table);
    await sql`ALTER TABLE ${name} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${name} FORCE ROW LEVEL SECURITY`.execute(db);
    await sql`CREATE POLICY school_rows ON ${name} USING (${schoolRows}) WITH CHECK (${schoolRows})`.execute(db);
  }
}

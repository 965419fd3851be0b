/** The queue of pushes to phones (web push): each notice version queued once to every subscription
 * of its level, each push claimed by one instance for a while (a lease), then marked with how it
 * went. Times are milliseconds since the epoch. */
import { sql } from "kysely";
import type { AlertLevel } from "@school/contract/alerts";
import type { PushCounts } from "@school/contract/push/pushCounts";
import type { PushSendState } from "./schema";
import { isPostgres, type Db } from "./open";
import { inSchool, schoolToWrite } from "./schoolScope";
import { inTransaction } from "./transaction";

export interface QueuedNotice {
  alertId: string;
  digest: string;
  level: AlertLevel;
  /** What the phones are sent (JSON). */
  payload: string;
  endsAt: number;
}

/** Queues `notice` to every subscription of its level, unless it was queued before with the same
 * digest (title, message and level): then only its end is brought up to date. A new digest is a new
 * version, which replaces what is still pending of the old one. Answers how many pushes were queued. */
export async function queueNotice(db: Db, notice: QueuedNotice, now: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const school = schoolToWrite(trx);
    const queued = await trx
      .insertInto("push_notices")
      .values({
        school,
        alert_id: notice.alertId,
        digest: notice.digest,
        version: 1,
        payload: notice.payload,
        ends_at: notice.endsAt,
        queued_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(["school", "alert_id"])
          .doUpdateSet((eb) => ({
            digest: eb.ref("excluded.digest"),
            version: eb("push_notices.version", "+", 1),
            payload: eb.ref("excluded.payload"),
            ends_at: eb.ref("excluded.ends_at"),
            queued_at: eb.ref("excluded.queued_at"),
          }))
          .where("push_notices.digest", "<>", (eb) => eb.ref("excluded.digest")),
      )
      .returning("version")
      .executeTakeFirst();
    if (!queued) {
      await trx
        .updateTable("push_notices")
        .set({ ends_at: notice.endsAt })
        .where(inSchool(trx))
        .where("alert_id", "=", notice.alertId)
        .execute();
      return 0;
    }
    const { version } = queued;
    await trx
      .deleteFrom("push_sends")
      .where(inSchool(trx))
      .where("alert_id", "=", notice.alertId)
      .where("state", "=", "pending")
      .where("version", "<", version)
      .execute();
    const inserted = await trx
      .insertInto("push_sends")
      .columns(["school", "alert_id", "version", "subscription_id", "state", "next_at", "created_at"])
      .expression(
        trx
          .selectFrom("push_subscriptions")
          .select([
            sql<string>`CAST(${school} AS TEXT)`.as("school"),
            sql<string>`CAST(${notice.alertId} AS TEXT)`.as("alert_id"),
            sql<number>`CAST(${version} AS INTEGER)`.as("version"),
            "id",
            sql<string>`CAST('pending' AS TEXT)`.as("state"),
            sql<number>`CAST(${now} AS BIGINT)`.as("next_at"),
            sql<number>`CAST(${now} AS BIGINT)`.as("created_at"),
          ])
          .where(inSchool(trx))
          .where(sql`',' || levels || ','`, "like", `%,${notice.level},%`),
      )
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0);
  });
}

/** A claimed push, with where it goes and what it carries. `endpoint` is null when the browser has
 * unsubscribed since it was queued. */
export interface DueSend {
  id: number;
  school: string;
  alertId: string;
  attempts: number;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  subscriptionId: number;
  payload: string;
  endsAt: number;
}

/** Claims up to `limit` pushes that are due (of every school, through acrossSchools) for `leaseMs`:
 * no other instance takes them meanwhile; one that stopped before it finished leaves them to be
 * claimed again when the lease ends. */
export async function claimDueSends(db: Db, now: number, limit: number, leaseMs: number): Promise<DueSend[]> {
  const due = db
    .selectFrom("push_sends")
    .select("id")
    .where(inSchool(db))
    .where("state", "=", "pending")
    .where("next_at", "<=", now)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
    .orderBy("next_at")
    .limit(limit);
  const claimed = await db
    .updateTable("push_sends")
    .set({ lease_until: now + leaseMs })
    .where("id", "in", isPostgres(db) ? due.forUpdate().skipLocked() : due)
    .returning("id")
    .execute();
  if (!claimed.length) return [];
  const rows = await db
    .selectFrom("push_sends as s")
    .innerJoin("push_notices as n", (join) =>
      join.onRef("n.school", "=", "s.school").onRef("n.alert_id", "=", "s.alert_id"),
    )
    .leftJoin("push_subscriptions as p", (join) =>
      join.onRef("p.id", "=", "s.subscription_id").onRef("p.school", "=", "s.school"),
    )
    .select([
      "s.id",
      "s.school",
      "s.alert_id",
      "s.attempts",
      "s.subscription_id",
      "p.endpoint",
      "p.p256dh",
      "p.auth",
      "n.payload",
      "n.ends_at",
    ])
    .where(
      "s.id",
      "in",
      claimed.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    school: row.school,
    alertId: row.alert_id,
    attempts: row.attempts,
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    payload: row.payload,
    endsAt: Number(row.ends_at),
  }));
}

/** Marks a push done: `sent`, `failed` (given up on) or `gone` (the browser's subscription ended). */
export async function finishSend(db: Db, id: number, state: Exclude<PushSendState, "pending">, now: number) {
  await db
    .updateTable("push_sends")
    .set({ state, finished_at: now, lease_until: null })
    .where(inSchool(db))
    .where("id", "=", id)
    .execute();
}

/** Puts a push back in the queue, to be tried again at `nextAt`. */
export async function retrySend(db: Db, id: number, nextAt: number) {
  await db
    .updateTable("push_sends")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), next_at: nextAt, lease_until: null }))
    .where(inSchool(db))
    .where("id", "=", id)
    .execute();
}

/** A push reached the browser's push service: the subscription is alive. */
export async function confirmSubscription(db: Db, subscriptionId: number, now: number) {
  await db
    .updateTable("push_subscriptions")
    .set({ confirmed_at: now })
    .where(inSchool(db))
    .where("id", "=", subscriptionId)
    .execute();
}

/** The push service says the subscription is no more (404, 410): it is forgotten, and its pushes
 * still queued are marked gone. */
export async function endSubscription(db: Db, subscriptionId: number, now: number) {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("push_sends")
      .set({ state: "gone", finished_at: now, lease_until: null })
      .where(inSchool(trx))
      .where("subscription_id", "=", subscriptionId)
      .where("state", "=", "pending")
      .execute();
    await trx.deleteFrom("push_subscriptions").where(inSchool(trx)).where("id", "=", subscriptionId).execute();
  });
}

/** How the pushes of a notice's latest version went, by state; all zero when it was never queued. */
export async function sendCounts(db: Db, alertId: string): Promise<PushCounts> {
  const rows = await db
    .selectFrom("push_sends as s")
    .innerJoin("push_notices as n", (join) =>
      join
        .onRef("n.school", "=", "s.school")
        .onRef("n.alert_id", "=", "s.alert_id")
        .onRef("n.version", "=", "s.version"),
    )
    .select((eb) => ["s.state", eb.fn.countAll<number>().as("n")])
    .where(inSchool(db, "s.school"))
    .where("s.alert_id", "=", alertId)
    .groupBy("s.state")
    .execute();
  const counts: PushCounts = { pending: 0, sent: 0, failed: 0, gone: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

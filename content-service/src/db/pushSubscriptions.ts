/** The browsers that asked for a school's urgent notices (web push). Times are milliseconds since
 * the epoch. */
import type { AlertLevel } from "@school/contract/alerts";
import type { PhonesByLevel } from "@school/contract/push/pushCounts";
import type { Db } from "./open";
import { inSchool, schoolToWrite } from "./schoolScope";

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  levels: AlertLevel[];
}

/** Keeps a browser's subscription, or renews one it sent before (new keys, levels chosen again).
 * Answers whether it is new. */
export async function keepPushSubscription(db: Db, subscription: PushSubscriptionRow, now: number): Promise<boolean> {
  const values = {
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    levels: subscription.levels.join(","),
    confirmed_at: now,
  };
  const renewed = await db
    .updateTable("push_subscriptions")
    .set(values)
    .where(inSchool(db))
    .where("endpoint", "=", subscription.endpoint)
    .executeTakeFirst();
  if (Number(renewed.numUpdatedRows) > 0) return false;
  await db
    .insertInto("push_subscriptions")
    .values({ school: schoolToWrite(db), endpoint: subscription.endpoint, created_at: now, ...values })
    // Two requests of the same browser at once: the other one kept it.
    .onConflict((oc) => oc.columns(["school", "endpoint"]).doUpdateSet(values))
    .execute();
  return true;
}

/** Forgets the subscription of `endpoint`; answers whether there was one. */
export async function forgetPushSubscription(db: Db, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where(inSchool(db))
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Forgets every subscription (of every school, through acrossSchools) last confirmed before
 * `before`: a browser that has not been reached or subscribed again for that long is gone. */
export async function forgetPushSubscriptionsBefore(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where(inSchool(db))
    .where("confirmed_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many of the school's subscriptions chose each level. */
export async function countPushSubscriptions(db: Db): Promise<PhonesByLevel> {
  const rows = await db
    .selectFrom("push_subscriptions")
    .select((eb) => ["levels", eb.fn.countAll<number>().as("n")])
    .where(inSchool(db))
    .groupBy("levels")
    .execute();
  const counts: PhonesByLevel = { emergency: 0, closure: 0, information: 0 };
  for (const { levels, n } of rows)
    for (const level of levels.split(",")) if (level in counts) counts[level as AlertLevel] += Number(n);
  return counts;
}

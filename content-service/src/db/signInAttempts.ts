/** The sign-in throttle's records, each under a key (`pair:…`, `address:…`, `account:…`): failures
 * (and tries reserved but not yet settled), lockouts, and the pace of an account's checks. The
 * rules that read and write them are in auth/signInThrottle.ts. */
import type { Db } from "./open";

/** Forgets failures at or before `since`, the start of the window. */
export async function deleteFailuresUpTo(db: Db, since: number): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("at", "<=", since).execute();
}

/** Forgets lockouts that ended at or before `now`. */
export async function deleteEndedLockouts(db: Db, now: number): Promise<void> {
  await db.deleteFrom("sign_in_lockouts").where("until", "<=", now).execute();
}

/** How many failures `key` has after `since`. */
export async function failuresSince(db: Db, key: string, since: number): Promise<number> {
  const { n } = await db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("key", "=", key)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** When the lockout of `key` that still holds at `now` ends, or null when none does. */
export async function lockoutEnd(db: Db, key: string, now: number): Promise<number | null> {
  const row = await db
    .selectFrom("sign_in_lockouts")
    .select("until")
    .where("key", "=", key)
    .where("until", ">", now)
    .executeTakeFirst();
  return row?.until ?? null;
}

/** Locks `key` until `until`, replacing any lockout it had. */
export async function lockUntil(db: Db, key: string, until: number): Promise<void> {
  await db
    .insertInto("sign_in_lockouts")
    .values({ key, until })
    .onConflict((oc) => oc.column("key").doUpdateSet({ until }))
    .execute();
}

/** When the next check of `key` may run, or null when its checks are not paced. */
export async function paceNextAt(db: Db, key: string): Promise<number | null> {
  const row = await db.selectFrom("sign_in_pace").select("next_at").where("key", "=", key).executeTakeFirst();
  return row?.next_at ?? null;
}

export async function setPaceNextAt(db: Db, key: string, nextAt: number): Promise<void> {
  await db
    .insertInto("sign_in_pace")
    .values({ key, next_at: nextAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ next_at: nextAt }))
    .execute();
}

/** Records a failure of `key` at `at`; its id lets deleteFailure take back this one alone. */
export async function insertFailure(db: Db, key: string, at: number): Promise<number> {
  const { id } = await db.insertInto("sign_in_failures").values({ key, at }).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function deleteFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("id", "=", id).execute();
}

/** Forgets every failure of either key. */
export async function deleteFailuresOf(db: Db, key: string, otherKey: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("key", "in", [key, otherKey]).execute();
}

export async function deleteLockout(db: Db, key: string): Promise<void> {
  await db.deleteFrom("sign_in_lockouts").where("key", "=", key).execute();
}

export async function deletePace(db: Db, key: string): Promise<void> {
  await db.deleteFrom("sign_in_pace").where("key", "=", key).execute();
}

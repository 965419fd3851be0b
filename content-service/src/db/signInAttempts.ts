/** The sign-in throttle's records, each under a key (`pair:…`, `address:…`, `account:…`): failures
 * (and tries reserved but not yet settled), lockouts, and the pace of an account's checks. The
 * rules that read and write them are in auth/signInThrottle.ts. */
import type { Db } from "./open";

/** Forgets failures at or before `since`, the start of the window. */
export function deleteFailuresUpTo(db: Db, since: number): void {
  db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").run(since);
}

/** Forgets lockouts that ended at or before `now`. */
export function deleteEndedLockouts(db: Db, now: number): void {
  db.prepare("DELETE FROM sign_in_lockouts WHERE until <= ?").run(now);
}

/** How many failures `key` has after `since`. */
export const failuresSince = (db: Db, key: string, since: number): number =>
  (db.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ? AND at > ?").get(key, since) as { n: number })
    .n;

/** When the lockout of `key` that still holds at `now` ends, or null when none does. */
export function lockoutEnd(db: Db, key: string, now: number): number | null {
  const row = db.prepare("SELECT until FROM sign_in_lockouts WHERE key = ? AND until > ?").get(key, now) as
    { until: number } | undefined;
  return row?.until ?? null;
}

/** Locks `key` until `until`, replacing any lockout it had. */
export function lockUntil(db: Db, key: string, until: number): void {
  db.prepare(
    "INSERT INTO sign_in_lockouts (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = excluded.until",
  ).run(key, until);
}

/** When the next check of `key` may run, or null when its checks are not paced. */
export function paceNextAt(db: Db, key: string): number | null {
  const row = db.prepare("SELECT next_at FROM sign_in_pace WHERE key = ?").get(key) as { next_at: number } | undefined;
  return row?.next_at ?? null;
}

export function setPaceNextAt(db: Db, key: string, nextAt: number): void {
  db.prepare(
    "INSERT INTO sign_in_pace (key, next_at) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET next_at = excluded.next_at",
  ).run(key, nextAt);
}

/** Records a failure of `key` at `at`; its id lets deleteFailure take back this one alone. */
export const insertFailure = (db: Db, key: string, at: number): number =>
  Number(db.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)").run(key, at).lastInsertRowid);

export function deleteFailure(db: Db, id: number): void {
  db.prepare("DELETE FROM sign_in_failures WHERE rowid = ?").run(id);
}

/** Forgets every failure of either key. */
export function deleteFailuresOf(db: Db, key: string, otherKey: string): void {
  db.prepare("DELETE FROM sign_in_failures WHERE key IN (?, ?)").run(key, otherKey);
}

export function deleteLockout(db: Db, key: string): void {
  db.prepare("DELETE FROM sign_in_lockouts WHERE key = ?").run(key);
}

export function deletePace(db: Db, key: string): void {
  db.prepare("DELETE FROM sign_in_pace WHERE key = ?").run(key);
}

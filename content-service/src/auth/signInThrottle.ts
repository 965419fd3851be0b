/** How many passwords are checked, following the OWASP Authentication Cheat Sheet's advice on
 * lockouts that cannot be turned on the account's owner:
 * - A try is reserved, in one immediate transaction, before its password is checked: of any number
 *   of tries sent at once, no more than the limits below are ever checked.
 * - An account and an address together (`pair`) are locked for 15 minutes after 5 failures: the
 *   guesser's address is out, the owner at another address is not.
 * - One address guessing at many accounts (`address`) is locked after 20 failures.
 * - An account guessed at from many addresses (`account`) is never locked, which anyone could
 *   trigger: past 5 failures in the window, each further check waits its turn, a longer turn after
 *   every failure (up to 30 seconds), and a try that would wait longer than that is refused.
 * An unknown e-mail address is counted like a real one, so nothing tells which accounts exist. */
import type { Db } from "../db/open";

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;
export const PAIR_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 20;
/** Failures an account takes from everywhere before its checks are paced. */
export const ACCOUNT_FREE_FAILURES = 5;
export const PACE_MAX_STEP_MS = 30_000;
/** The longest a try waits for its turn; beyond it, it is refused. */
export const PACE_MAX_WAIT_MS = 30_000;

const keysOf = (email: string, address: string) => {
  const account = email.trim().toLowerCase();
  return { pair: `pair:${account}|${address}`, address: `address:${address}`, account: `account:${account}` };
};

export type Reservation =
  | { refused: true; until: number }
  | { refused: false; waitMs: number; settle: (succeeded: boolean) => { lockedUntil: number | null } };

const count = (db: Db, key: string, since: number) =>
  (db.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ? AND at > ?").get(key, since) as { n: number })
    .n;
const lockEnd = (db: Db, key: string, now: number) =>
  (
    db.prepare("SELECT until FROM sign_in_lockouts WHERE key = ? AND until > ?").get(key, now) as
      { until: number } | undefined
  )?.until ?? null;
const lock = (db: Db, key: string, until: number) =>
  db
    .prepare(
      "INSERT INTO sign_in_lockouts (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = excluded.until",
    )
    .run(key, until);

/** Reserves one try of `email` from `address`: refused while a lock holds or the limits are
 * reached by tries already reserved; else counted as a failure until settled as a success. */
export function reserveSignIn(db: Db, email: string, address: string, now = Date.now()): Reservation {
  const keys = keysOf(email, address);
  const since = now - FAILURE_WINDOW_MS;
  return db
    .transaction((): Reservation => {
      db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").run(since);
      db.prepare("DELETE FROM sign_in_lockouts WHERE until <= ?").run(now);
      const locked = Math.max(lockEnd(db, keys.pair, now) ?? 0, lockEnd(db, keys.address, now) ?? 0);
      if (locked) return { refused: true, until: locked };
      // Tries already reserved count, whether or not their passwords have been checked yet.
      for (const [key, max] of [
        [keys.pair, PAIR_MAX_FAILURES],
        [keys.address, ADDRESS_MAX_FAILURES],
      ] as const) {
        if (count(db, key, since) >= max) {
          lock(db, key, now + LOCKOUT_MS);
          return { refused: true, until: now + LOCKOUT_MS };
        }
      }
      const accountFailures = count(db, keys.account, since);
      let waitMs = 0;
      if (accountFailures >= ACCOUNT_FREE_FAILURES) {
        const step = Math.min(1000 * 2 ** (accountFailures - ACCOUNT_FREE_FAILURES), PACE_MAX_STEP_MS);
        const next =
          (
            db.prepare("SELECT next_at FROM sign_in_pace WHERE key = ?").get(keys.account) as
              { next_at: number } | undefined
          )?.next_at ?? now;
        const slot = Math.max(now, next);
        if (slot - now > PACE_MAX_WAIT_MS) return { refused: true, until: slot };
        db.prepare(
          "INSERT INTO sign_in_pace (key, next_at) VALUES (?, ?) " +
            "ON CONFLICT (key) DO UPDATE SET next_at = excluded.next_at",
        ).run(keys.account, slot + step);
        waitMs = slot - now;
      }
      const reserved = [keys.pair, keys.address, keys.account].map((key) =>
        Number(db.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)").run(key, now).lastInsertRowid),
      );
      const settle = (succeeded: boolean) =>
        db
          .transaction(() => {
            const at = Date.now();
            if (succeeded) {
              // The owner is in: this account's failures and pace, and this pair's, are forgiven;
              // the address's stand (one good account must not reset guesses at others).
              db.prepare("DELETE FROM sign_in_failures WHERE key IN (?, ?)").run(keys.pair, keys.account);
              db.prepare("DELETE FROM sign_in_lockouts WHERE key = ?").run(keys.pair);
              db.prepare("DELETE FROM sign_in_pace WHERE key = ?").run(keys.account);
              db.prepare("DELETE FROM sign_in_failures WHERE rowid = ?").run(reserved[1]);
              return { lockedUntil: null };
            }
            const windowStart = at - FAILURE_WINDOW_MS;
            if (count(db, keys.pair, windowStart) >= PAIR_MAX_FAILURES) lock(db, keys.pair, at + LOCKOUT_MS);
            if (count(db, keys.address, windowStart) >= ADDRESS_MAX_FAILURES) lock(db, keys.address, at + LOCKOUT_MS);
            const until = Math.max(lockEnd(db, keys.pair, at) ?? 0, lockEnd(db, keys.address, at) ?? 0);
            return { lockedUntil: until || null };
          })
          .immediate();
      return { refused: false, waitMs, settle };
    })
    .immediate();
}

import type { Db } from "../db/open";

/** OWASP's account-lockout advice, applied to both the account and the address: 5 failures
 * within 15 minutes lock further tries out for 15 minutes. An unknown e-mail address is counted
 * like a real one, so the lockout tells nothing about which accounts exist. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

export const throttleKeys = (email: string, address: string) => [`account:${email.trim().toLowerCase()}`, `address:${address}`];

/** When the lockout of any of the keys ends, or null when none is locked. */
export function lockedUntil(db: Db, keys: string[], now = Date.now()): number | null {
  const rows = db.prepare(`SELECT until FROM sign_in_lockouts WHERE key IN (${keys.map(() => "?").join(",")}) AND until > ?`).all(...keys, now) as { until: number }[];
  return rows.length ? Math.max(...rows.map((row) => row.until)) : null;
}

export function recordFailure(db: Db, keys: string[], now = Date.now()): void {
  db.transaction(() => {
    db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").run(now - FAILURE_WINDOW_MS);
    db.prepare("DELETE FROM sign_in_lockouts WHERE until <= ?").run(now);
    for (const key of keys) {
      db.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)").run(key, now);
      const { n } = db.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ? AND at > ?").get(key, now - FAILURE_WINDOW_MS) as { n: number };
      if (n >= MAX_FAILURES) {
        db.prepare("INSERT INTO sign_in_lockouts (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = excluded.until").run(key, now + LOCKOUT_MS);
        db.prepare("DELETE FROM sign_in_failures WHERE key = ?").run(key);
      }
    }
  })();
}

/** A successful sign-in forgives the account's failures (not the address's: one good account must
 * not reset the count of guesses at others). */
export function clearAccountFailures(db: Db, email: string): void {
  db.prepare("DELETE FROM sign_in_failures WHERE key = ?").run(throttleKeys(email, "")[0]);
}

import { latestAuditFrom, setAuditChanges } from "../db/audit";
import type { Db } from "../db/open";
import { inTransaction } from "../db/transaction";
import { LOCKOUT_MS } from "../auth/signInThrottle";
import { recordAudit } from "./audit";

/** How many different e-mail addresses one lockout entry lists: enough to see what was tried. */
const EMAILS_KEPT = 10;

export type FailureReason = "no such account" | "wrong password" | "account disabled";

/** A refused sign-in: the e-mail address tried, from where, why, and whether it started a lockout.
 * Never the password. */
export async function recordFailedSignIn(
  db: Db,
  {
    email,
    address,
    reason,
    lockedUntil,
  }: { email: string; address: string; reason: FailureReason; lockedUntil: number | null },
) {
  await recordAudit(db, {
    actor: email,
    action: "sign-in-failed",
    address,
    label: null,
    changes: { reason, ...(lockedUntil ? { lockedUntil: new Date(lockedUntil).toISOString() } : {}) },
  });
}

/** A sign-in refused during a lockout. One entry per address and lockout counts the tries and lists
 * the e-mail addresses tried: whoever keeps knocking while locked out cannot fill the log. */
export async function recordLockedOutSignIn(
  db: Db,
  { email, address, lockedUntil }: { email: string; address: string; lockedUntil: number },
) {
  const since = new Date(lockedUntil - LOCKOUT_MS).toISOString();
  const now = new Date().toISOString();
  await inTransaction(db, async (db) => {
    const open = await latestAuditFrom(db, "sign-in-locked", address, since);
    if (!open) {
      await recordAudit(db, {
        actor: email,
        action: "sign-in-locked",
        address,
        label: null,
        changes: { tries: 1, emails: [email], lastTry: now, lockedUntil: new Date(lockedUntil).toISOString() },
      });
      return;
    }
    const kept = JSON.parse(open.changes ?? "{}") as { tries?: number; emails?: string[] };
    kept.emails ??= [];
    const emails =
      kept.emails.includes(email) || kept.emails.length >= EMAILS_KEPT ? kept.emails : [...kept.emails, email];
    const changes = {
      tries: (kept.tries ?? 0) + 1,
      emails,
      lastTry: now,
      lockedUntil: new Date(lockedUntil).toISOString(),
    };
    await setAuditChanges(db, open.id, JSON.stringify(changes));
  });
}

/** The desk's server-side sessions, each known by the hash of its token; times are milliseconds
 * since the epoch. How long a session lasts, and the hashing, are in auth/sessions.ts. */
import type { Db } from "./open";

/** A session with the account it belongs to. */
export interface SessionWithStaffRow {
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  id: string;
  email: string;
  role: string;
  disabled_at: string | null;
}

/** Deletes the sessions created before `createdBefore` or last seen before `seenBefore`. */
export function deleteExpiredSessions(db: Db, createdBefore: number, seenBefore: number): void {
  db.prepare("DELETE FROM sessions WHERE created_at < ? OR last_seen_at < ?").run(createdBefore, seenBefore);
}

/** A new session, last seen as it is created. */
export function insertSession(db: Db, row: { tokenHash: string; staffId: string; createdAt: number }): void {
  db.prepare("INSERT INTO sessions (token_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").run(
    row.tokenHash,
    row.staffId,
    row.createdAt,
    row.createdAt,
  );
}

export const sessionWithStaff = (db: Db, tokenHash: string): SessionWithStaffRow | undefined =>
  db
    .prepare(
      "SELECT s.token_hash, s.created_at, s.last_seen_at, t.id, t.email, t.role, t.disabled_at " +
        "FROM sessions s JOIN staff t ON t.id = s.staff_id WHERE s.token_hash = ?",
    )
    .get(tokenHash) as SessionWithStaffRow | undefined;

export function touchSession(db: Db, tokenHash: string, at: number): void {
  db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").run(at, tokenHash);
}

export function deleteSession(db: Db, tokenHash: string): void {
  db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
}

/** Ends every session of the account at once. */
export function deleteSessionsOf(db: Db, staffId: string): void {
  db.prepare("DELETE FROM sessions WHERE staff_id = ?").run(staffId);
}

/** Ends every session of the account but the one whose hash is `keepTokenHash`. */
export function deleteOtherSessions(db: Db, staffId: string, keepTokenHash: string): void {
  db.prepare("DELETE FROM sessions WHERE staff_id = ? AND token_hash != ?").run(staffId, keepTokenHash);
}

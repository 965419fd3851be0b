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
  school: string | null;
  disabled_at: string | null;
}

/** Deletes the sessions created before `createdBefore` or last seen before `seenBefore`. */
export async function deleteExpiredSessions(db: Db, createdBefore: number, seenBefore: number): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("created_at", "<", createdBefore), eb("last_seen_at", "<", seenBefore)]))
    .execute();
}

/** A new session, last seen as it is created. */
export async function insertSession(db: Db, row: { tokenHash: string; staffId: string; createdAt: number }) {
  await db
    .insertInto("sessions")
    .values({
      token_hash: row.tokenHash,
      staff_id: row.staffId,
      created_at: row.createdAt,
      last_seen_at: row.createdAt,
    })
    .execute();
}

export const sessionWithStaff = (db: Db, tokenHash: string): Promise<SessionWithStaffRow | undefined> =>
  db
    .selectFrom("sessions as s")
    .innerJoin("staff as t", "t.id", "s.staff_id")
    .select([
      "s.token_hash",
      "s.created_at",
      "s.last_seen_at",
      "t.id",
      "t.email",
      "t.role",
      "t.school",
      "t.disabled_at",
    ])
    .where("s.token_hash", "=", tokenHash)
    .executeTakeFirst();

export async function touchSession(db: Db, tokenHash: string, at: number): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("token_hash", "=", tokenHash).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

/** Ends every session of the account at once. */
export async function deleteSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.deleteFrom("sessions").where("staff_id", "=", staffId).execute();
}

/** Ends every session of the account but the one whose hash is `keepTokenHash`. */
export async function deleteOtherSessions(db: Db, staffId: string, keepTokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("staff_id", "=", staffId).where("token_hash", "!=", keepTokenHash).execute();
}

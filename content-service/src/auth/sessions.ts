import { createHash, randomBytes } from "crypto";
import type { Db } from "../db/open";
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  insertSession,
  sessionWithStaff,
  touchSession,
} from "../db/sessions";
import type { Role } from "@school/contract/desk/staffRoles";

/** A session ends 8 hours after sign-in, or after 60 minutes without a request, whichever comes first. */
export const SESSION_MAX_MS = 8 * 3600_000;
export const SESSION_IDLE_MS = 60 * 60_000;
/** Writing last_seen_at on every request would turn every read into a write. */
const TOUCH_EVERY_MS = 60_000;

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface SessionUser {
  staffId: string;
  email: string;
  role: Role;
  /** The school the account works for; null for an owner. */
  school: string | null;
}

/** A new session of 256 random bits; only its hash is stored, so a copy of the database opens nothing. */
export async function createSession(db: Db, staffId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await deleteExpiredSessions(db, now - SESSION_MAX_MS, now - SESSION_IDLE_MS);
  await insertSession(db, { tokenHash: hash(token), staffId, createdAt: now });
  return token;
}

/** The signed-in staff member a token belongs to, or null when it is unknown, ended, expired, idle
 * for too long, or its account is disabled. */
export async function sessionUser(db: Db, token: string | undefined, now = Date.now()): Promise<SessionUser | null> {
  if (!token) return null;
  const row = await sessionWithStaff(db, hash(token));
  if (!row) return null;
  if (row.disabled_at || row.created_at + SESSION_MAX_MS <= now || row.last_seen_at + SESSION_IDLE_MS <= now) {
    await deleteSession(db, row.token_hash);
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) await touchSession(db, row.token_hash, now);
  return { staffId: row.id, email: row.email, role: row.role as Role, school: row.school };
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, hash(token));
}

/** Ends every session of the account but the one given: after changing their own password, a person
 * stays signed in here and is signed out everywhere else. */
export async function endOtherSessions(db: Db, staffId: string, keepToken: string | undefined): Promise<void> {
  await deleteOtherSessions(db, staffId, keepToken ? hash(keepToken) : "");
}

import type { Db } from "../db/open";
import { randomName } from "../randomName";
import { hashPassword, passwordProblem } from "./passwords";

export type Role = "admin" | "editor";
export const ROLES: Role[] = ["admin", "editor"];

export interface StaffMember {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  disabledAt: string | null;
  lastSignInAt: string | null;
}

export class StaffError extends Error {}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fromRow = (row: Record<string, unknown>): StaffMember => ({
  id: String(row.id),
  email: String(row.email),
  role: row.role as Role,
  createdAt: String(row.created_at),
  disabledAt: (row.disabled_at as string | null) ?? null,
  lastSignInAt: (row.last_sign_in_at as string | null) ?? null,
});

export function findStaff(db: Db, email: string): (StaffMember & { passwordHash: string }) | null {
  const row = db.prepare("SELECT * FROM staff WHERE email = ?").get(normaliseEmail(email)) as Record<string, unknown> | undefined;
  return row ? { ...fromRow(row), passwordHash: String(row.password_hash) } : null;
}

export function listStaff(db: Db): StaffMember[] {
  return (db.prepare("SELECT * FROM staff ORDER BY email").all() as Record<string, unknown>[]).map(fromRow);
}

function mustFind(db: Db, email: string) {
  const member = findStaff(db, email);
  if (!member) throw new StaffError(`No staff account has the e-mail address ${normaliseEmail(email)}.`);
  return member;
}

export async function addStaff(db: Db, { email, role, password }: { email: string; role: string; password: string }): Promise<StaffMember> {
  const address = normaliseEmail(email);
  if (!EMAIL.test(address)) throw new StaffError(`${email} is not an e-mail address.`);
  if (!ROLES.includes(role as Role)) throw new StaffError(`The role must be admin or editor, not ${role}.`);
  const problem = passwordProblem(password);
  if (problem) throw new StaffError(problem);
  if (findStaff(db, address)) throw new StaffError(`${address} already has an account.`);
  const id = randomName();
  db.prepare("INSERT INTO staff (id, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)").run(id, address, role, await hashPassword(password), new Date().toISOString());
  return mustFind(db, address);
}

/** Ends every session of the account at once. */
const endSessions = (db: Db, staffId: string) => db.prepare("DELETE FROM sessions WHERE staff_id = ?").run(staffId);

export function disableStaff(db: Db, email: string): void {
  const member = mustFind(db, email);
  db.transaction(() => {
    db.prepare("UPDATE staff SET disabled_at = ? WHERE id = ?").run(new Date().toISOString(), member.id);
    endSessions(db, member.id);
  })();
}

export function enableStaff(db: Db, email: string): void {
  db.prepare("UPDATE staff SET disabled_at = NULL WHERE id = ?").run(mustFind(db, email).id);
}

export async function resetPassword(db: Db, email: string, password: string): Promise<void> {
  const member = mustFind(db, email);
  const problem = passwordProblem(password);
  if (problem) throw new StaffError(problem);
  const passwordHash = await hashPassword(password);
  db.transaction(() => {
    db.prepare("UPDATE staff SET password_hash = ? WHERE id = ?").run(passwordHash, member.id);
    endSessions(db, member.id);
  })();
}

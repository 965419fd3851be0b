/** The staff accounts. Who may change what, and the checks on e-mail addresses, roles and
 * passwords, are in auth/staff.ts. */
import type { Db } from "./open";

/** An account as stored; times are ISO strings. */
export interface StaffRow {
  id: string;
  email: string;
  role: string;
  password_hash: string;
  created_at: string;
  disabled_at: string | null;
  last_sign_in_at: string | null;
}

/** The account of an e-mail address, given as stored (normalised). */
export const staffByEmail = (db: Db, email: string): StaffRow | undefined =>
  db.prepare("SELECT * FROM staff WHERE email = ?").get(email) as StaffRow | undefined;

export const staffById = (db: Db, id: string): StaffRow | undefined =>
  db.prepare("SELECT * FROM staff WHERE id = ?").get(id) as StaffRow | undefined;

/** Every account, by e-mail address. */
export const staffInEmailOrder = (db: Db): StaffRow[] =>
  db.prepare("SELECT * FROM staff ORDER BY email").all() as StaffRow[];

export function insertStaff(
  db: Db,
  row: { id: string; email: string; role: string; passwordHash: string; createdAt: string },
): void {
  db.prepare("INSERT INTO staff (id, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)").run(
    row.id,
    row.email,
    row.role,
    row.passwordHash,
    row.createdAt,
  );
}

/** How many admins other than `id` can sign in (are not disabled). */
export const otherActiveAdmins = (db: Db, id: string): number =>
  (
    db
      .prepare("SELECT COUNT(*) AS others FROM staff WHERE role = 'admin' AND disabled_at IS NULL AND id != ?")
      .get(id) as { others: number }
  ).others;

/** Marks the account disabled at `at`, unless it already is (it keeps the earlier time). */
export function markStaffDisabled(db: Db, id: string, at: string): void {
  db.prepare("UPDATE staff SET disabled_at = COALESCE(disabled_at, ?) WHERE id = ?").run(at, id);
}

export function markStaffEnabled(db: Db, id: string): void {
  db.prepare("UPDATE staff SET disabled_at = NULL WHERE id = ?").run(id);
}

export function updateStaffRole(db: Db, id: string, role: string): void {
  db.prepare("UPDATE staff SET role = ? WHERE id = ?").run(role, id);
}

export function updateStaffPasswordHash(db: Db, id: string, passwordHash: string): void {
  db.prepare("UPDATE staff SET password_hash = ? WHERE id = ?").run(passwordHash, id);
}

export function setLastSignInAt(db: Db, id: string, at: string): void {
  db.prepare("UPDATE staff SET last_sign_in_at = ? WHERE id = ?").run(at, id);
}

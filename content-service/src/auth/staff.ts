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

/** A refused change to the staff accounts; `field` names the input it is about, for the desk's form. */
export class StaffError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's longest address, as the site's own forms take it. */
export const EMAIL_MAX = 254;

/** What is wrong with a new account's e-mail address and role, field by field (the CLI and the desk
 * say the same). Anything not a string is refused, never coerced. */
export function newAccountProblems(email: unknown, role: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const address = typeof email === "string" ? normaliseEmail(email) : "";
  if (!address) problems.email = "Enter the e-mail address.";
  else if (address.length > EMAIL_MAX) problems.email = `The e-mail address must be ${EMAIL_MAX} characters or fewer.`;
  else if (!EMAIL.test(address)) problems.email = `${String(email).trim()} is not an e-mail address.`;
  if (!ROLES.includes(role as Role))
    problems.role =
      typeof role === "string" && role ? `The role must be admin or editor, not ${role}.` : "Choose admin or editor.";
  return problems;
}

const fromRow = (row: Record<string, unknown>): StaffMember => ({
  id: String(row.id),
  email: String(row.email),
  role: row.role as Role,
  createdAt: String(row.created_at),
  disabledAt: (row.disabled_at as string | null) ?? null,
  lastSignInAt: (row.last_sign_in_at as string | null) ?? null,
});

export function findStaff(db: Db, email: string): (StaffMember & { passwordHash: string }) | null {
  const row = db.prepare("SELECT * FROM staff WHERE email = ?").get(normaliseEmail(email)) as
    Record<string, unknown> | undefined;
  return row ? { ...fromRow(row), passwordHash: String(row.password_hash) } : null;
}

export function findStaffById(db: Db, id: string): (StaffMember & { passwordHash: string }) | null {
  const row = db.prepare("SELECT * FROM staff WHERE id = ?").get(id) as Record<string, unknown> | undefined;
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

function mustFindById(db: Db, id: string) {
  const member = findStaffById(db, id);
  if (!member) throw new StaffError("This staff account does not exist (any more).");
  return member;
}

export async function addStaff(
  db: Db,
  { email, role, password }: { email: string; role: string; password: string },
): Promise<StaffMember> {
  const problems = newAccountProblems(email, role);
  const passwordIssue = passwordProblem(password);
  if (passwordIssue) problems.password = passwordIssue;
  const [field] = Object.keys(problems);
  if (field) throw new StaffError(problems[field], field);
  // Hashed before the check: the check and the insert then run with nothing awaited between them,
  // so two additions of one address at once cannot both pass. Each change takes the write lock as
  // it begins (immediate): a read that later needs to write could meet another writer's lock and
  // fail at once (SQLITE_BUSY) instead of waiting its turn, as two `npm run staff` at once did.
  const passwordHash = await hashPassword(password);
  const address = normaliseEmail(email);
  const id = randomName();
  db.transaction(() => {
    if (findStaff(db, address)) throw new StaffError(`${address} already has an account.`, "email");
    db.prepare("INSERT INTO staff (id, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)").run(
      id,
      address,
      role,
      passwordHash,
      new Date().toISOString(),
    );
  }).immediate();
  return mustFindById(db, id);
}

/** Ends every session of the account at once. */
const endSessions = (db: Db, staffId: string) => db.prepare("DELETE FROM sessions WHERE staff_id = ?").run(staffId);

export const LAST_ADMIN =
  "This is the only admin account that can sign in. " +
  "Make another account an admin first, so that someone can still manage the staff accounts.";

/** Refuses a change that would leave no admin who can sign in: nobody could then manage the
 * accounts at the desk. Called inside the change's transaction, so two admins disabling each other
 * at once cannot both succeed. */
function keepAnAdmin(db: Db, changing: StaffMember, field: string) {
  if (changing.role !== "admin" || changing.disabledAt) return;
  const { others } = db
    .prepare("SELECT COUNT(*) AS others FROM staff WHERE role = 'admin' AND disabled_at IS NULL AND id != ?")
    .get(changing.id) as { others: number };
  if (!others) throw new StaffError(LAST_ADMIN, field);
}

/** Disabling ends the account's sessions at once; enabling allows sign-ins again. */
export function setDisabled(db: Db, id: string, disabled: boolean): StaffMember {
  db.transaction(() => {
    const member = mustFindById(db, id);
    if (disabled) {
      keepAnAdmin(db, member, "disabled");
      db.prepare("UPDATE staff SET disabled_at = COALESCE(disabled_at, ?) WHERE id = ?").run(
        new Date().toISOString(),
        id,
      );
      endSessions(db, id);
    } else {
      db.prepare("UPDATE staff SET disabled_at = NULL WHERE id = ?").run(id);
    }
  }).immediate();
  return mustFindById(db, id);
}

export function setRole(db: Db, id: string, role: Role): StaffMember {
  db.transaction(() => {
    const member = mustFindById(db, id);
    if (role !== "admin") keepAnAdmin(db, member, "role");
    db.prepare("UPDATE staff SET role = ? WHERE id = ?").run(role, id);
  }).immediate();
  return mustFindById(db, id);
}

/** A new password ends every session of the account, so whoever knew the old one is out. */
export async function setPassword(db: Db, id: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffError(problem, "password");
  const passwordHash = await hashPassword(password);
  db.transaction(() => {
    mustFindById(db, id);
    db.prepare("UPDATE staff SET password_hash = ? WHERE id = ?").run(passwordHash, id);
    endSessions(db, id);
  }).immediate();
}

export function disableStaff(db: Db, email: string): void {
  setDisabled(db, mustFind(db, email).id, true);
}

export function enableStaff(db: Db, email: string): void {
  setDisabled(db, mustFind(db, email).id, false);
}

export async function resetPassword(db: Db, email: string, password: string): Promise<void> {
  await setPassword(db, mustFind(db, email).id, password);
}

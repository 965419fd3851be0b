import type { Db } from "../db/open";
import { deleteSessionsOf } from "../db/sessions";
import {
  insertStaff,
  markStaffDisabled,
  markStaffEnabled,
  otherActiveAdmins,
  staffByEmail,
  staffById,
  staffInEmailOrder,
  type StaffRow,
  updateStaffPasswordHash,
  updateStaffRole,
} from "../db/staff";
import { immediately } from "../db/transaction";
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

const fromRow = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  role: row.role as Role,
  createdAt: row.created_at,
  disabledAt: row.disabled_at ?? null,
  lastSignInAt: row.last_sign_in_at ?? null,
});

const withHash = (row: StaffRow | undefined): (StaffMember & { passwordHash: string }) | null =>
  row ? { ...fromRow(row), passwordHash: row.password_hash } : null;

export async function findStaff(db: Db, email: string) {
  return withHash(await staffByEmail(db, normaliseEmail(email)));
}

export async function findStaffById(db: Db, id: string) {
  return withHash(await staffById(db, id));
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  return (await staffInEmailOrder(db)).map(fromRow);
}

async function mustFind(db: Db, email: string) {
  const member = await findStaff(db, email);
  if (!member) throw new StaffError(`No staff account has the e-mail address ${normaliseEmail(email)}.`);
  return member;
}

async function mustFindById(db: Db, id: string) {
  const member = await findStaffById(db, id);
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
  await immediately(db, async (db) => {
    if (await findStaff(db, address)) throw new StaffError(`${address} already has an account.`, "email");
    await insertStaff(db, { id, email: address, role, passwordHash, createdAt: new Date().toISOString() });
  });
  return mustFindById(db, id);
}

export const LAST_ADMIN =
  "This is the only admin account that can sign in. " +
  "Make another account an admin first, so that someone can still manage the staff accounts.";

/** Refuses a change that would leave no admin who can sign in: nobody could then manage the
 * accounts at the desk. Called inside the change's transaction, so two admins disabling each other
 * at once cannot both succeed. */
async function keepAnAdmin(db: Db, changing: StaffMember, field: string) {
  if (changing.role !== "admin" || changing.disabledAt) return;
  if (!(await otherActiveAdmins(db, changing.id))) throw new StaffError(LAST_ADMIN, field);
}

/** Disabling ends the account's sessions at once; enabling allows sign-ins again. */
export async function setDisabled(db: Db, id: string, disabled: boolean): Promise<StaffMember> {
  await immediately(db, async (db) => {
    const member = await mustFindById(db, id);
    if (disabled) {
      await keepAnAdmin(db, member, "disabled");
      await markStaffDisabled(db, id, new Date().toISOString());
      await deleteSessionsOf(db, id);
    } else {
      await markStaffEnabled(db, id);
    }
  });
  return mustFindById(db, id);
}

export async function setRole(db: Db, id: string, role: Role): Promise<StaffMember> {
  await immediately(db, async (db) => {
    const member = await mustFindById(db, id);
    if (role !== "admin") await keepAnAdmin(db, member, "role");
    await updateStaffRole(db, id, role);
  });
  return mustFindById(db, id);
}

/** A new password ends every session of the account, so whoever knew the old one is out. */
export async function setPassword(db: Db, id: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffError(problem, "password");
  const passwordHash = await hashPassword(password);
  await immediately(db, async (db) => {
    await mustFindById(db, id);
    await updateStaffPasswordHash(db, id, passwordHash);
    await deleteSessionsOf(db, id);
  });
}

export async function disableStaff(db: Db, email: string): Promise<void> {
  await setDisabled(db, (await mustFind(db, email)).id, true);
}

export async function enableStaff(db: Db, email: string): Promise<void> {
  await setDisabled(db, (await mustFind(db, email)).id, false);
}

export async function resetPassword(db: Db, email: string, password: string): Promise<void> {
  await setPassword(db, (await mustFind(db, email)).id, password);
}

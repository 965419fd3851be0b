import type { Db } from "../db/open";
import { deleteSessionsOf } from "../db/sessions";
import { deleteTrustedDevicesOf } from "../db/trustedDevices";
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
import { schoolByCode } from "../db/schools";
import { randomName } from "../randomName";
import { checkCallBody } from "@school/contract/desk/callBody";
import { passwordProblem } from "@school/contract/desk/passwordRules";
import { staffAccountBody } from "@school/contract/desk/staffAccountBody";
import { normaliseEmail } from "@school/contract/desk/staffEmail";
import { ROLES, type Role } from "@school/contract/desk/staffRoles";
import { hashPassword } from "./passwords";

export interface StaffMember {
  id: string;
  email: string;
  role: Role;
  /** The school the account works for; null for an owner's. */
  school: string | null;
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

const fromRow = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  role: row.role as Role,
  school: row.school,
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

/** Every account, or those of one school. */
export async function listStaff(db: Db, school?: string): Promise<StaffMember[]> {
  return (await staffInEmailOrder(db, school)).map(fromRow);
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

/** A new account of `school`'s; an owner's (roles allowing) has none. */
export async function addStaff(
  db: Db,
  {
    email,
    role,
    password,
    school,
    roles = ROLES,
  }: { email: string; role: string; password: string; school: string | null; roles?: readonly [Role, ...Role[]] },
): Promise<StaffMember> {
  const problems = checkCallBody(staffAccountBody(roles), { email, role }).errors ?? {};
  if (role !== "owner" && !problems.role) {
    if (!school) problems.school = "Choose the school the account works for.";
    else if (!(await schoolByCode(db, school)))
      problems.school = `No school has the code ${school}. Add it first: npm run school -- add ${school} --name "…"`;
  }
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
    await insertStaff(db, {
      id,
      email: address,
      role,
      school: role === "owner" ? null : school,
      passwordHash,
      createdAt: new Date().toISOString(),
    });
  });
  return mustFindById(db, id);
}

export const LAST_ADMIN =
  "This is the only admin account that can sign in. " +
  "Make another account an admin first, so that someone can still manage the staff accounts.";

/** Refuses a change that would leave a school with no admin who can sign in: nobody could then
 * manage its accounts at the desk. Called inside the change's transaction, so two admins disabling each other
 * at once cannot both succeed. */
async function keepAnAdmin(db: Db, changing: StaffMember, field: string) {
  if (changing.role !== "admin" || changing.disabledAt || !changing.school) return;
  if (!(await otherActiveAdmins(db, changing.id, changing.school))) throw new StaffError(LAST_ADMIN, field);
}

/** Disabling ends the account's sessions, and forgets its trusted devices, at once; enabling allows
 * sign-ins again. */
export async function setDisabled(db: Db, id: string, disabled: boolean): Promise<StaffMember> {
  await immediately(db, async (db) => {
    const member = await mustFindById(db, id);
    if (disabled) {
      await keepAnAdmin(db, member, "disabled");
      await markStaffDisabled(db, id, new Date().toISOString());
      await deleteSessionsOf(db, id);
      await deleteTrustedDevicesOf(db, id);
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

/** A new password ends every session of the account, and forgets its trusted devices, so whoever
 * knew the old one is out. */
export async function setPassword(db: Db, id: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffError(problem, "password");
  const passwordHash = await hashPassword(password);
  await immediately(db, async (db) => {
    await mustFindById(db, id);
    await updateStaffPasswordHash(db, id, passwordHash);
    await deleteSessionsOf(db, id);
    await deleteTrustedDevicesOf(db, id);
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

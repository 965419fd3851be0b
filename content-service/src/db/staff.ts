/** The staff accounts. Who may change what, and the checks on e-mail addresses, roles and
 * passwords, are in auth/staff.ts. */
import type { Db } from "./open";
import type { StaffTable } from "./schema";

/** An account as stored; times are ISO strings. */
export type StaffRow = StaffTable;

/** The account of an e-mail address, given as stored (normalised). */
export const staffByEmail = (db: Db, email: string): Promise<StaffRow | undefined> =>
  db.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirst();

export const staffById = (db: Db, id: string): Promise<StaffRow | undefined> =>
  db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();

/** Every account, or those of one school, by e-mail address. */
export const staffInEmailOrder = (db: Db, school?: string): Promise<StaffRow[]> =>
  db
    .selectFrom("staff")
    .selectAll()
    .$if(school !== undefined, (query) => query.where("school", "=", school!))
    .orderBy("email")
    .execute();

export async function insertStaff(
  db: Db,
  row: { id: string; email: string; role: string; school: string | null; passwordHash: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("staff")
    .values({
      id: row.id,
      email: row.email,
      role: row.role,
      school: row.school,
      password_hash: row.passwordHash,
      created_at: row.createdAt,
    })
    .execute();
}

/** How many admins of `school` other than `id` can sign in (are not disabled). */
export async function otherActiveAdmins(db: Db, id: string, school: string): Promise<number> {
  const { others } = await db
    .selectFrom("staff")
    .select((eb) => eb.fn.countAll<number>().as("others"))
    .where("role", "=", "admin")
    .where("school", "=", school)
    .where("disabled_at", "is", null)
    .where("id", "!=", id)
    .executeTakeFirstOrThrow();
  return Number(others);
}

/** Marks the account disabled at `at`, unless it already is (it keeps the earlier time). */
export async function markStaffDisabled(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable("staff")
    .set((eb) => ({ disabled_at: eb.fn.coalesce("disabled_at", eb.val(at)) }))
    .where("id", "=", id)
    .execute();
}

export async function markStaffEnabled(db: Db, id: string): Promise<void> {
  await db.updateTable("staff").set({ disabled_at: null }).where("id", "=", id).execute();
}

export async function updateStaffRole(db: Db, id: string, role: string): Promise<void> {
  await db.updateTable("staff").set({ role }).where("id", "=", id).execute();
}

export async function updateStaffPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable("staff").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

export async function setLastSignInAt(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable("staff").set({ last_sign_in_at: at }).where("id", "=", id).execute();
}

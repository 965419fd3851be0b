import { findStaffById, StaffError, type StaffMember } from "../auth/staff";
import type { Db } from "../db/open";
import { schoolOf } from "../db/schoolScope";

export const GONE = { error: "This staff account does not exist (any more)." };

/** An account as the desk lists it: never its password hash. */
export const toRecord = (member: StaffMember) => ({
  id: member.id,
  email: member.email,
  role: member.role,
  disabled: Boolean(member.disabledAt),
  disabledAt: member.disabledAt,
  createdAt: member.createdAt,
  lastSignInAt: member.lastSignInAt,
});

/** An account of the school the desk works on, or null: another school's accounts, and owners',
 * are not this desk's to see or change. */
export async function ownAccount(db: Db, id: string) {
  const member = await findStaffById(db, id);
  return member && member.school === schoolOf(db) ? member : null;
}

/** A refused change that is no fault of the body's shape (the last admin): 409, in the person's words. */
export const refusal = (error: unknown) => {
  if (error instanceof StaffError) return { status: 409, body: { error: error.message } };
  throw error;
};

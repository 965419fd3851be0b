import type { Db } from "../db/open";
import { updateStaffPasswordHash } from "../db/staff";
import { deleteTrustedDevicesOf } from "../db/trustedDevices";
import { inTransaction } from "../db/transaction";
import type { PasswordChangeBody } from "@school/contract/desk/passwordChangeBody";
import { hashPassword, verifyPassword } from "./passwords";
import { endOtherSessions } from "./sessions";
import { findStaffById } from "./staff";

export const WRONG_CURRENT = "The current password is wrong.";

/** A signed-in person changes their own password (a body its schema has read): the current one must
 * be right, the new one is hashed with argon2id, and every other session of the account ends (the
 * one in use stays). Its trusted devices are forgotten, this browser's too: the cookie is sent to
 * sign-in alone, so it is not known here, and the next sign-in trusts this browser again. */
export async function changeOwnPassword(
  db: Db,
  staffId: string,
  { currentPassword, newPassword }: PasswordChangeBody,
  sessionToken: string | undefined,
): Promise<Record<string, string>> {
  const member = await findStaffById(db, staffId);
  if (!(member && (await verifyPassword(member.passwordHash, currentPassword))))
    return { currentPassword: WRONG_CURRENT };
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (db) => {
    await updateStaffPasswordHash(db, staffId, passwordHash);
    await endOtherSessions(db, staffId, sessionToken);
    await deleteTrustedDevicesOf(db, staffId);
  });
  return {};
}

import type { Db } from "../db/open";
import { updateStaffPasswordHash } from "../db/staff";
import { deleteTrustedDevicesOf } from "../db/trustedDevices";
import { inTransaction } from "../db/transaction";
import { passwordProblem } from "@school/contract/desk/passwordRules";
import { hashPassword, verifyPassword } from "./passwords";
import { endOtherSessions } from "./sessions";
import { findStaffById } from "./staff";

export const WRONG_CURRENT = "The current password is wrong.";

/** What is wrong with a change of one's own password, field by field; empty when it may go ahead. */
async function problemsOf(db: Db, staffId: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const { currentPassword, newPassword } = body;
  if (typeof currentPassword !== "string" || !currentPassword)
    problems.currentPassword = "Enter your current password.";
  if (typeof newPassword !== "string" || !newPassword) problems.newPassword = "Enter the new password.";
  else {
    const problem = passwordProblem(newPassword);
    if (problem) problems.newPassword = problem;
    else if (newPassword === currentPassword)
      problems.newPassword = "The new password must differ from the current one.";
  }
  if (problems.currentPassword) return problems;
  const member = await findStaffById(db, staffId);
  if (!(member && (await verifyPassword(member.passwordHash, String(currentPassword)))))
    problems.currentPassword = WRONG_CURRENT;
  return problems;
}

/** A signed-in person changes their own password: the current one is required, the new one is
 * hashed with argon2id, and every other session of the account ends (the one in use stays). Its
 * trusted devices are forgotten, this browser's too: the cookie is sent to sign-in alone, so it is
 * not known here, and the next sign-in trusts this browser again. */
export async function changeOwnPassword(
  db: Db,
  staffId: string,
  body: Record<string, unknown>,
  sessionToken: string | undefined,
): Promise<Record<string, string>> {
  const problems = await problemsOf(db, staffId, body);
  if (Object.keys(problems).length) return problems;
  const passwordHash = await hashPassword(String(body.newPassword));
  await inTransaction(db, async (db) => {
    await updateStaffPasswordHash(db, staffId, passwordHash);
    await endOtherSessions(db, staffId, sessionToken);
    await deleteTrustedDevicesOf(db, staffId);
  });
  return {};
}

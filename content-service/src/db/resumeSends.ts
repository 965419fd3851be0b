/** The résumé bytes stored from each sender (a keyed hash of the address: limitKeys.ts), shared by
 * every instance of the service. The allowance that reads them is in intake/resumeAllowance.ts.
 * Times are milliseconds since the epoch. */
import type { Db } from "./open";

/** Forgets what was sent at or before `since`. */
export async function deleteResumeSendsUpTo(db: Db, since: number): Promise<void> {
  await db.deleteFrom("resume_sends").where("at", "<=", since).execute();
}

/** How many bytes `sender` has sent after `since`. */
export async function resumeBytesFrom(db: Db, sender: string, since: number): Promise<number> {
  const { n } = await db
    .selectFrom("resume_sends")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("bytes"), eb.lit(0)).as("n"))
    .where("sender", "=", sender)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Records `bytes` sent by `sender` at `at`; its id lets deleteResumeSend take back this one alone. */
export async function insertResumeSend(db: Db, sender: string, at: number, bytes: number): Promise<number> {
  const { id } = await db
    .insertInto("resume_sends")
    .values({ sender, at, bytes })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteResumeSend(db: Db, id: number): Promise<void> {
  await db.deleteFrom("resume_sends").where("id", "=", id).execute();
}

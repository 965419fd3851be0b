/** Failed transfer-certificate lookups of each admission number, a school's rows; times are
 * milliseconds since the epoch. The limit that reads them is in intake/lookupLimit.ts. */
import type { Db } from "./open";
import { inSchool, schoolToWrite } from "./schoolScope";

/** Forgets the school's failures at or before `since`, the start of the window. */
export async function deleteLookupFailuresUpTo(db: Db, since: number): Promise<void> {
  await db.deleteFrom("certificate_lookup_failures").where(inSchool(db)).where("at", "<=", since).execute();
}

/** When each failure of `admission` after `since` happened, oldest first. */
export async function lookupFailureTimes(db: Db, admission: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom("certificate_lookup_failures")
    .where(inSchool(db))
    .select("at")
    .where("admission", "=", admission)
    .where("at", ">", since)
    .orderBy("at")
    .execute();
  return rows.map((row) => row.at);
}

/** Records a failure of `admission` at `at`; its id lets deleteLookupFailure take back this one alone. */
export async function insertLookupFailure(db: Db, admission: string, at: number): Promise<number> {
  const { id } = await db
    .insertInto("certificate_lookup_failures")
    .values({ school: schoolToWrite(db), admission, at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteLookupFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom("certificate_lookup_failures").where(inSchool(db)).where("id", "=", id).execute();
}

/** The schools the service answers, each at its code's paths. */
import type { Db } from "./open";
import type { SchoolsTable } from "./schema";

export type SchoolRow = SchoolsTable;

export const schoolByCode = (db: Db, code: string): Promise<SchoolRow | undefined> =>
  db.selectFrom("schools").selectAll().where("code", "=", code).executeTakeFirst();

/** Every school, in the order they were added: the service's first school first. */
export const schoolsInOrder = (db: Db): Promise<SchoolRow[]> =>
  db.selectFrom("schools").selectAll().orderBy("created_at").orderBy("code").execute();

export async function insertSchool(db: Db, row: SchoolRow): Promise<void> {
  await db.insertInto("schools").values(row).execute();
}

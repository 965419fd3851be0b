/** The schools the service answers, each at its code's paths. */
import type { Db } from "./open";
import type { SchoolsTable } from "./schema";

export type SchoolRow = SchoolsTable;

export const schoolByCode = (db: Db, code: string): Promise<SchoolRow | undefined> =>
  db.selectFrom("schools").selectAll().where("code", "=", code).executeTakeFirst();

/** The address of a school's public site: its own, or `fallback` (PUBLIC_SITE_URL) for a school
 * without one, or for no such school. */
export const schoolSiteUrl = async (db: Db, code: string, fallback: string): Promise<string> =>
  (await db.selectFrom("schools").select("site_url").where("code", "=", code).executeTakeFirst())?.site_url ?? fallback;

/** Every school, in the order they were added: the service's first school first. */
export const schoolsInOrder = (db: Db): Promise<SchoolRow[]> =>
  db.selectFrom("schools").selectAll().orderBy("created_at").orderBy("code").execute();

export async function insertSchool(db: Db, row: Omit<SchoolRow, "site_url"> & Partial<SchoolRow>): Promise<void> {
  await db.insertInto("schools").values(row).execute();
}

/** Sets a school's public site's address (null: PUBLIC_SITE_URL's); answers whether the school exists. */
export async function setSchoolSite(db: Db, code: string, siteUrl: string | null): Promise<boolean> {
  const result = await db.updateTable("schools").set({ site_url: siteUrl }).where("code", "=", code).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

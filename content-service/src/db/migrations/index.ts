import { Migrator, type Migration } from "kysely";
import type { Db } from "../open";
import * as baseline from "./0001_baseline";
import * as signInFailureIds from "./0002_sign_in_failure_ids";
import * as contentVersion from "./0003_content_version";
import { schoolsMigration } from "./0004_schools";
import * as lookupLimitsAndDevices from "./0005_lookup_limits_and_devices";
import { requestScopesMigration } from "./0006_request_scopes";
import * as sharedLimits from "./0007_shared_limits";
import * as push from "./0008_push";
import * as schoolSites from "./0009_school_sites";
import { DEFAULT_SCHOOL, type School } from "../../school";

/** The schema's changes, for SQLite and PostgreSQL alike, in order; Kysely records which have run.
 * Append new ones; never edit one that has shipped. `school` owns the rows that were there before
 * schools were kept apart. */
const migrations = (school: School): Record<string, Migration> => ({
  "0001_baseline": baseline,
  "0002_sign_in_failure_ids": signInFailureIds,
  "0003_content_version": contentVersion,
  "0004_schools": schoolsMigration(school),
  "0005_lookup_limits_and_devices": lookupLimitsAndDevices,
  "0006_request_scopes": requestScopesMigration(school),
  "0007_shared_limits": sharedLimits,
  "0008_push": push,
  "0009_school_sites": schoolSites,
});

export const MIGRATION_NAMES = Object.keys(migrations(DEFAULT_SCHOOL));

/** The migrations a database has run, in order; none for a new one. */
export async function migrationsRun(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return [];
  const { rows } = await db.executeQuery<{ name: string }>(
    db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .orderBy("name" as never)
      .compile(),
  );
  return rows.map((row) => row.name);
}

/** Brings a database to `name` and no further, as a service of that schema left it: for upgrades
 * to be tried on. */
export async function migrateTo(db: Db, name: string, school: School = DEFAULT_SCHOOL): Promise<void> {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations(school) } }).migrateTo(
    name,
  );
  if (error) throw error;
}

/** Brings the database to the latest migration. One this service does not know means a newer
 * service has run on it: refused, never guessed at. */
export async function migrateToLatest(db: Db, school: School): Promise<void> {
  const unknown = (await migrationsRun(db)).filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length)
    throw new Error(
      `The database has had schema changes this service does not know (${unknown.join(", ")}), ` +
        "made by a newer one: run the newer service.",
    );
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations(school) },
  }).migrateToLatest();
  if (error) throw error;
}

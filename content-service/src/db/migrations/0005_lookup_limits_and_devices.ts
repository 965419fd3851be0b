import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
type AnyDb = Kysely<any>;

/** Two tables of limits that several instances of the service must share:
 * - `trusted_devices`: the browsers a staff member has signed in from (a device cookie, stored as
 *   its hash), whose sign-ins other clients' guesses cannot slow down (auth/trustedDevices.ts);
 * - `certificate_lookup_failures`: failed transfer-certificate lookups of each admission number,
 *   however many addresses send them (intake/lookupLimit.ts), a school's rows.
 * Both get their row-level security policies with the others' in 0006. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("trusted_devices")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("trusted_devices_staff").on("trusted_devices").column("staff_id").execute();

  await db.schema
    .createTable("certificate_lookup_failures")
    .addColumn("id", "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("school", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("admission", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("certificate_lookup_failures_admission")
    .on("certificate_lookup_failures")
    .columns(["school", "admission", "at"])
    .execute();
}

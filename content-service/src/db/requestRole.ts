import { createHash, randomBytes } from "crypto";
import { sql } from "kysely";
import type { Db } from "./open";

/** The service cannot start on this database as it is; the message says what to run. */
export class DatabaseSetupRefused extends Error {}

/** How the service's requests reach PostgreSQL: as a role of their own, and the secret that signs
 * their connections' school settings (schoolSignature.ts). */
export interface RequestCredentials {
  role: string;
  password: string;
  signingSecret: string;
}

/** An arbitrary key of the service's own: instances starting together set the role up one by one. */
const SETUP_LOCK = 7_340_212;
const MAX_IDENTIFIER_BYTES = 63;

/** The role requests run as, one per database, since its password is kept in the database. */
export function requestRoleName(database: string): string {
  const name = `${database}_requests`;
  if (Buffer.byteLength(name) <= MAX_IDENTIFIER_BYTES) return name;
  return `requests_${createHash("sha256").update(database).digest("hex").slice(0, 40)}`;
}

/** Tables requests never touch: the schema's history and the secrets. */
const OWNERS_ONLY = ["kysely_migration", "kysely_migration_lock", "service_secrets"];

const passwordKey = (role: string) => `password:${role}`;

/** Makes, as the tables' owner (or a superuser), the role the service's requests run as: it may
 * log in and read and write the service's tables, and nothing else. It is no superuser, cannot
 * bypass row-level security, owns nothing, belongs to no other role and cannot read the secrets;
 * its password is random and kept in the owner's `service_secrets`. `resetPassword` gives it a
 * new one (PostgreSQL refused the one kept, as after a restore onto another server). Refused, with
 * what to run, when the owner may not make roles or the role has been given more. */
export async function prepareRequestRole(owner: Db, { resetPassword = false } = {}): Promise<RequestCredentials> {
  return owner.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`.execute(trx);
    const me = (
      await sql<{ user: string; database: string; manages: boolean }>`
        SELECT current_user AS user, current_database() AS database, (rolsuper OR rolcreaterole) AS manages
        FROM pg_roles WHERE rolname = current_user`.execute(trx)
    ).rows[0];
    const role = requestRoleName(me.database);
    const existing = (
      await sql<{ wide: boolean; member_of: number }>`
        SELECT (r.rolsuper OR r.rolbypassrls OR r.rolcreaterole OR r.rolcreatedb OR r.rolreplication) AS wide,
          (SELECT count(*) FROM pg_auth_members m WHERE m.member = r.oid)::int AS member_of
        FROM pg_roles r WHERE r.rolname = ${role}`.execute(trx)
    ).rows[0];
    if (existing?.wide)
      throw new DatabaseSetupRefused(
        `The role "${role}", which the service's requests run as, has been given more than it may have. ` +
          `Run as a superuser: ALTER ROLE "${role}" NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB NOREPLICATION;`,
      );
    if (existing && existing.member_of > 0)
      throw new DatabaseSetupRefused(
        `The role "${role}", which the service's requests run as, has been made a member of other roles. ` +
          `Revoke them (\\du "${role}" in psql lists them).`,
      );
    const kept = (
      await sql<{ value: string }>`SELECT value FROM service_secrets WHERE name = ${passwordKey(role)}`.execute(trx)
    ).rows[0]?.value;
    let password = kept;
    if (!existing || !kept || resetPassword) {
      if (!me.manages)
        throw new DatabaseSetupRefused(
          `The service runs its requests as the role "${role}", which only a role that may create roles can set up, ` +
            `and "${me.user}" may not. Run once, as a superuser: ALTER ROLE "${me.user}" CREATEROLE;`,
        );
      password = randomBytes(32).toString("hex");
      // An existing role's powers were checked above (and only a superuser may name some of them).
      if (existing) await sql`ALTER ROLE ${sql.id(role)} LOGIN PASSWORD ${sql.lit(password)}`.execute(trx);
      else
        await sql`CREATE ROLE ${sql.id(role)} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT
          NOREPLICATION PASSWORD ${sql.lit(password)}`.execute(trx);
      await sql`INSERT INTO service_secrets (name, value) VALUES (${passwordKey(role)}, ${password})
        ON CONFLICT (name) DO UPDATE SET value = excluded.value`.execute(trx);
    }
    await grantTables(trx, role, me.database);
    const signingSecret = (
      await sql<{ value: string }>`SELECT value FROM service_secrets WHERE name = 'school_signing'`.execute(trx)
    ).rows[0].value;
    return { role, password: password!, signingSecret };
  });
}

/** What the role may touch: every table of the service's but the owner's own, and their sequences. */
async function grantTables(trx: Db, role: string, database: string): Promise<void> {
  const to = sql.id(role);
  await sql`GRANT CONNECT ON DATABASE ${sql.id(database)} TO ${to}`.execute(trx);
  await sql`GRANT USAGE ON SCHEMA public TO ${to}`.execute(trx);
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(trx);
  for (const { name } of rows) {
    const table = sql.table(name);
    if (OWNERS_ONLY.includes(name)) await sql`REVOKE ALL ON ${table} FROM ${to}`.execute(trx);
    else await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${to}`.execute(trx);
  }
  await sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${to}`.execute(trx);
}

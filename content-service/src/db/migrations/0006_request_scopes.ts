import { randomBytes } from "crypto";
import { sql, type Kysely, type Migration } from "kysely";
import { isPostgres } from "../dialect";
import type { School } from "../../school";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
type AnyDb = Kysely<any>;

/** The school a connection's setting names, if the service signed it (schoolSignature.ts); else
 * null, which no row matches. A connection can set `app.school` to anything, but without the
 * secret, which only the tables' owner reads, it cannot sign another value: a request's connection
 * cannot widen or move its school. Codes are checked too, so nothing can be appended to a signed
 * value. Wrapped in a sub-select by the policies, it is computed once per statement. */
const REQUEST_SCHOOL = sql`
  CREATE FUNCTION request_school() RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
    SELECT s.school FROM (SELECT current_setting('app.school', true) AS school) s
    WHERE s.school ~ '^([A-Z0-9]+|\\*|)$'
      AND current_setting('app.school_sig', true) = encode(sha256(convert_to(
        (SELECT value FROM public.service_secrets WHERE name = 'school_signing') || ':' || s.school, 'UTF8')), 'hex')
  $$`;

const S = sql`(SELECT request_school())`;
/** A school's own rows, or every school's for the service's own work ('*'). */
const SCHOOL_ROWS = sql`school = ${S} OR ${S} = '*'`;
/** Rows of no school (sign-in attempts): the service's own scope ('') or every school's. */
const SERVICE_ROWS = sql`${S} IN ('', '*')`;

type Condition = ReturnType<typeof sql>;

/** Each table's policy for every command, and what any scope may read where that is more. */
const POLICIES: Record<string, { using: Condition; read?: Condition }> = {
  entities: { using: SCHOOL_ROWS },
  media: { using: SCHOOL_ROWS },
  certificates: { using: SCHOOL_ROWS },
  submissions: { using: SCHOOL_ROWS },
  audit: { using: SCHOOL_ROWS },
  certificate_uploads: { using: SCHOOL_ROWS },
  certificate_lookup_failures: { using: SCHOOL_ROWS },
  // A grant is seen through its certificate, itself held to its school's rows.
  certificate_grants: {
    using: sql`EXISTS (SELECT 1 FROM certificates c WHERE c.id = certificate_grants.certificate_id)`,
  },
  // Signing in finds an account by its address, whatever its school: the service's own scope sees
  // every account; a school's scope sees that school's (an owner's account belongs to none).
  staff: { using: sql`${SERVICE_ROWS} OR school = ${S}` },
  sessions: {
    using: sql`${SERVICE_ROWS} OR EXISTS (SELECT 1 FROM staff t WHERE t.id = sessions.staff_id)`,
  },
  trusted_devices: {
    using: sql`${SERVICE_ROWS} OR EXISTS (SELECT 1 FROM staff t WHERE t.id = trusted_devices.staff_id)`,
  },
  sign_in_failures: { using: SERVICE_ROWS },
  sign_in_lockouts: { using: SERVICE_ROWS },
  sign_in_pace: { using: SERVICE_ROWS },
  // Every scope reads which schools there are; only the service's own adds one.
  schools: { using: SERVICE_ROWS, read: sql`true` },
};

async function onPostgres(db: AnyDb, school: School) {
  await sql`CREATE TABLE service_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)`.execute(db);
  await sql`REVOKE ALL ON service_secrets FROM PUBLIC`.execute(db);
  await sql`INSERT INTO service_secrets (name, value)
    VALUES ('school_signing', ${randomBytes(32).toString("hex")})`.execute(db);
  await REQUEST_SCHOOL.execute(db);

  // Pending certificate scans are a school's personal data like the certificates themselves.
  await sql`ALTER TABLE certificate_uploads ADD COLUMN school TEXT NOT NULL DEFAULT ${sql.lit(school.code)}
    REFERENCES schools (code)`.execute(db);
  await sql`ALTER TABLE certificate_uploads ALTER COLUMN school DROP DEFAULT`.execute(db);

  for (const [table, { using, read }] of Object.entries(POLICIES)) {
    const name = sql.table(table);
    // 0004's policies read an unsigned setting.
    await sql`DROP POLICY IF EXISTS school_rows ON ${name}`.execute(db);
    await sql`ALTER TABLE ${name} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${name} FORCE ROW LEVEL SECURITY`.execute(db);
    await sql`CREATE POLICY school_rows ON ${name} USING (${using}) WITH CHECK (${using})`.execute(db);
    if (read) await sql`CREATE POLICY any_scope_reads ON ${name} FOR SELECT USING (${read})`.execute(db);
  }

  // Every instance of the service learns of a change at once (LISTEN content_changed), rather than
  // asking on each read whether one happened.
  await sql`
    CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET n = n + 1;
      PERFORM pg_notify('content_changed', '');
      RETURN NULL;
    END $$
  `.execute(db);
}

/** On PostgreSQL: connections are scoped by a signed school setting, and every table holding a
 * school's rows, an account, a session or a sign-in attempt has a forced policy; changes are
 * announced. On SQLite, one process's file, pending certificate scans get their school. */
export const requestScopesMigration = (school: School): Migration => ({
  async up(db: AnyDb) {
    if (isPostgres(db)) return onPostgres(db, school);
    await sql`ALTER TABLE certificate_uploads ADD COLUMN school TEXT NOT NULL DEFAULT ${sql.lit(school.code)}`.execute(
      db,
    );
  },
});

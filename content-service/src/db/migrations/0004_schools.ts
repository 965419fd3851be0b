import { sql, type Kysely, type Migration } from "kysely";
import { isPostgres } from "../dialect";
import type { School } from "../../school";

/** The tables whose every row belongs to one school. */
const SCHOOL_TABLES = ["entities", "media", "certificates", "submissions", "audit"] as const;

/** A row is visible, and may be written, only under its own school's setting, or under the
 * service's own setting for all schools (schoolScope.ts). Without a setting: nothing. */
const SCHOOL_ROWS = sql`school = current_setting('app.school', true) OR current_setting('app.school', true) = '*'`;

const ROLES = sql`role IN ('owner', 'admin', 'editor')`;
/** An owner manages every school and belongs to none; everybody else works for exactly one. */
const OWNER_HAS_NO_SCHOOL = sql`(role = 'owner') = (school IS NULL)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
type AnyDb = Kysely<any>;

async function onPostgres(db: AnyDb, code: string) {
  for (const table of SCHOOL_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN school TEXT NOT NULL DEFAULT ${sql.lit(code)}
      REFERENCES schools (code)`.execute(db);
    // From now on every row says its school; none gets one by default.
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN school DROP DEFAULT`.execute(db);
  }
  await sql`ALTER TABLE certificates DROP CONSTRAINT certificates_admission_name`.execute(db);
  await sql`ALTER TABLE certificates ADD CONSTRAINT certificates_admission_name
    UNIQUE (school, admission, name_key)`.execute(db);
  await sql`ALTER TABLE staff ADD COLUMN school TEXT REFERENCES schools (code)`.execute(db);
  await sql`UPDATE staff SET school = ${code}`.execute(db);
  await sql`ALTER TABLE staff DROP CONSTRAINT staff_role_check`.execute(db);
  await sql`ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (${ROLES})`.execute(db);
  await sql`ALTER TABLE staff ADD CONSTRAINT staff_owner_school CHECK (${OWNER_HAS_NO_SCHOOL})`.execute(db);
  // FORCE: the service's role owns the tables, and an owner is otherwise exempt from its policies.
  for (const table of SCHOOL_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} FORCE ROW LEVEL SECURITY`.execute(db);
    const policy = sql`USING (${SCHOOL_ROWS}) WITH CHECK (${SCHOOL_ROWS})`;
    await sql`CREATE POLICY school_rows ON ${sql.table(table)} ${policy}`.execute(db);
  }
}

/** SQLite changes no constraint in place: staff (for the owner role) and certificates (unique per
 * school) are made anew, their rows copied over. Dropping either would delete its dependants'
 * rows (sessions, lookup links) by their ON DELETE CASCADE, so those are kept aside and put back. */
async function onSqlite(db: AnyDb, code: string) {
  for (const table of ["entities", "media", "submissions", "audit"])
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN school TEXT NOT NULL DEFAULT ${sql.lit(code)}`.execute(db);

  await sql`CREATE TABLE staff_new (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL CHECK (${ROLES}),
    school TEXT REFERENCES schools (code),
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    disabled_at TEXT,
    last_sign_in_at TEXT,
    CHECK (${OWNER_HAS_NO_SCHOOL})
  )`.execute(db);
  await sql`INSERT INTO staff_new (id, email, role, school, password_hash, created_at, disabled_at, last_sign_in_at)
    SELECT id, email, role, ${code}, password_hash, created_at, disabled_at, last_sign_in_at FROM staff`.execute(db);
  await sql`CREATE TABLE sessions_kept AS SELECT token_hash, staff_id, created_at, last_seen_at FROM sessions`.execute(
    db,
  );
  await sql`DROP TABLE staff`.execute(db);
  await sql`ALTER TABLE staff_new RENAME TO staff`.execute(db);
  await sql`INSERT INTO sessions (token_hash, staff_id, created_at, last_seen_at)
    SELECT token_hash, staff_id, created_at, last_seen_at FROM sessions_kept`.execute(db);
  await sql`DROP TABLE sessions_kept`.execute(db);

  await sql`CREATE TABLE certificates_new (
    id TEXT PRIMARY KEY,
    school TEXT NOT NULL REFERENCES schools (code),
    admission TEXT NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    file TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'seed',
    created_at TEXT NOT NULL,
    updated_at TEXT,
    CONSTRAINT certificates_admission_name UNIQUE (school, admission, name_key)
  )`.execute(db);
  await sql`INSERT INTO certificates_new (id, school, admission, name, name_key, file, origin, created_at, updated_at)
    SELECT id, ${code}, admission, name, name_key, file, origin, created_at, updated_at FROM certificates`.execute(db);
  await sql`CREATE TABLE grants_kept AS SELECT token_hash, certificate_id, expires_at FROM certificate_grants`.execute(
    db,
  );
  await sql`DROP TABLE certificates`.execute(db);
  await sql`ALTER TABLE certificates_new RENAME TO certificates`.execute(db);
  await sql`INSERT INTO certificate_grants (token_hash, certificate_id, expires_at)
    SELECT token_hash, certificate_id, expires_at FROM grants_kept`.execute(db);
  await sql`DROP TABLE grants_kept`.execute(db);
}

/** Every row belongs to a school. The schools the service answers are listed; the rows already
 * there, and the staff accounts, belong to `school` (the one the service answered until now, and
 * the first of a new database). A staff account may instead be an owner's, of no one school. On
 * PostgreSQL, row-level security keeps each school's rows to queries made for that school. */
export const schoolsMigration = (school: School): Migration => ({
  async up(db: AnyDb) {
    const work = async (db: AnyDb) => {
      await db.schema
        .createTable("schools")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db
        .insertInto("schools")
        .values({ code: school.code, name: school.name, created_at: new Date().toISOString() })
        .execute();
      await (isPostgres(db) ? onPostgres(db, school.code) : onSqlite(db, school.code));
      await db.schema.createIndex("entities_school").on("entities").columns(["school", "kind"]).execute();
    };
    // Kysely runs SQLite's migrations outside a transaction: this one makes its own, so that a stop
    // half-way leaves the database as it was.
    await (isPostgres(db) ? work(db) : db.transaction().execute(work));
  },
});

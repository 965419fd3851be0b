import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/** The schema as the SQLite-only service left it (sqliteHistory.ts, version 5), written once for
 * both databases. Every table and index is created only where missing: a file that history
 * upgraded already has them. Sign-in failures come with the next step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("entities")
    .ifNotExists()
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("seed"))
    .addColumn("created_at", "text")
    .addColumn("updated_at", "text")
    .addPrimaryKeyConstraint("entities_pk", ["kind", "id"])
    .execute();
  await db.schema
    .createTable("media")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("path", "text")
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("seed"))
    .addColumn("bytes", "integer")
    .addColumn("name", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("variants", "text")
    .addColumn("created_at", "text")
    .execute();
  await db.schema
    .createIndex("media_path")
    .ifNotExists()
    .unique()
    .on("media")
    .column("path")
    .where(sql.ref("path"), "is not", null)
    .execute();
  await db.schema
    .createTable("certificates")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admission", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("seed"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text")
    .addUniqueConstraint("certificates_admission_name", ["admission", "name_key"])
    .execute();
  await db.schema
    .createTable("certificate_grants")
    .ifNotExists()
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("certificate_id", "text", (c) => c.notNull().references("certificates.id").onDelete("cascade"))
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("certificate_uploads")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("submissions")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('contact', 'career')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("resume_file", "text")
    .addColumn("resume_bytes", "integer")
    .addColumn("handled_at", "text")
    .execute();
  await db.schema.createIndex("submissions_created").ifNotExists().on("submissions").column("created_at").execute();
  await db.schema
    .createTable("staff")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role IN ('admin', 'editor')`))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("disabled_at", "text")
    .addColumn("last_sign_in_at", "text")
    .execute();
  await db.schema
    .createTable("sessions")
    .ifNotExists()
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_seen_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_staff").ifNotExists().on("sessions").column("staff_id").execute();
  await db.schema
    .createTable("sign_in_lockouts")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("until", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("sign_in_pace")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("next_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("audit")
    .ifNotExists()
    .addColumn("id", "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("kind", "text")
    .addColumn("item_id", "text")
    .addColumn("changes", "text")
    .addColumn("label", "text")
    .addColumn("address", "text")
    .execute();
  await db.schema
    .createIndex("audit_sign_ins")
    .ifNotExists()
    .on("audit")
    .columns(["action", "address"])
    .where(sql.ref("address"), "is not", null)
    .execute();
}

import { inSchool, schoolToWrite } from "./schoolScope";
import { sql } from "kysely";
import { isPostgres, type Db } from "./open";
import type { Origin } from "./entities";

export interface MediaRow {
  id: string;
  /** Smaller copies of a photo (media/photoCopies.ts), or null. */
  variants?: string | null;
  /** The name under which `/api/image?url=` finds it (seeded birthdays and older data), or null. */
  path: string | null;
  /** Where the bytes are, relative to the media folder; never taken from a request. */
  file: string;
  type: string;
}

const MEDIA_COLUMNS = ["id", "path", "file", "type", "variants"] as const;

export const mediaById = (db: Db, id: string): Promise<MediaRow | undefined> =>
  db.selectFrom("media").where(inSchool(db)).select(MEDIA_COLUMNS).where("id", "=", id).executeTakeFirst();

export const mediaByPath = (db: Db, requested: string): Promise<MediaRow | undefined> =>
  db.selectFrom("media").where(inSchool(db)).select(MEDIA_COLUMNS).where("path", "=", requested).executeTakeFirst();

/** Rows of files written elsewhere than by an upload (the seed), with their smaller copies when they have them. */
export async function insertMedia(
  db: Db,
  rows: (MediaRow & { bytes: number; width?: number | null; height?: number | null })[],
  origin: Origin,
): Promise<void> {
  for (const row of rows)
    await db
      .insertInto("media")
      .values({
        school: schoolToWrite(db),
        id: row.id,
        path: row.path,
        file: row.file,
        type: row.type,
        bytes: row.bytes,
        origin,
        width: row.width ?? null,
        height: row.height ?? null,
        variants: row.variants ?? null,
      })
      .execute();
}

export async function deleteMediaOf(db: Db, origin: Origin): Promise<void> {
  await db.deleteFrom("media").where(inSchool(db)).where("origin", "=", origin).execute();
}

/** The top-level folders of the media store that rows point into. */
export async function mediaFolders(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("media").where(inSchool(db)).select("file").execute();
  return new Set(rows.map((row) => row.file.split("/")[0]));
}

export interface UploadedMediaRow {
  id: string;
  file: string;
  type: string;
  bytes: number;
  name: string;
  width: number | null;
  height: number | null;
  variants: Record<string, string>;
}

/** The row of a file uploaded at the desk, published as it is stored. */
export async function insertUploadedMedia(db: Db, row: UploadedMediaRow): Promise<void> {
  await db
    .insertInto("media")
    .values({
      school: schoolToWrite(db),
      ...row,
      path: null,
      origin: "desk",
      variants: JSON.stringify(row.variants),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export const uploadedMediaById = (db: Db, id: string) =>
  db
    .selectFrom("media")
    .where(inSchool(db))
    .select(["id", "type", "name", "bytes", "width", "height"])
    .where("id", "=", id)
    .executeTakeFirst();

/** Whether a row names `file` (relative to the media folder), as the photo itself or one of its copies. */
export async function mediaNamesFile(db: Db, file: string): Promise<boolean> {
  const needle = JSON.stringify(file);
  const inVariants = isPostgres(db)
    ? sql<number>`strpos(variants, ${needle})`
    : sql<number>`instr(variants, ${needle})`;
  const row = await db
    .selectFrom("media")
    .where(inSchool(db))
    .select("id")
    .where((eb) => eb.or([eb("file", "=", file), eb(inVariants, ">", 0)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The type of a stored file, or undefined when no file has this id. */
export const mediaTypeOf = async (db: Db, id: string) =>
  (await db.selectFrom("media").where(inSchool(db)).select("type").where("id", "=", id).executeTakeFirst())?.type;

/** Forgets a desk upload, answering its files (the photo and its copies); none when `id` is not a
 * desk upload. */
export async function deleteDeskUpload(db: Db, id: string): Promise<string[]> {
  const row = await db
    .deleteFrom("media")
    .where(inSchool(db))
    .where("id", "=", id)
    .where("origin", "=", "desk")
    .returning(["file", "variants"])
    .executeTakeFirst();
  if (!row) return [];
  return [row.file, ...Object.values(JSON.parse(row.variants ?? "{}") as Record<string, string>)];
}

/** What the desk and the feeds tell of a file: its name as uploaded, its type and size. */
export const mediaFacts = (db: Db, id: string) =>
  db.selectFrom("media").where(inSchool(db)).select(["name", "type", "bytes"]).where("id", "=", id).executeTakeFirst();

/** The name each desk upload still kept was sent with, by its id. */
export async function deskUploadNames(db: Db): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom("media")
    .where(inSchool(db))
    .select(["id", "name"])
    .where("origin", "=", "desk")
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The desk uploads stored before `before` (ISO time), or undated (older than any day). */
export async function deskUploadsBefore(db: Db, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom("media")
    .where(inSchool(db))
    .select("id")
    .where("origin", "=", "desk")
    .where((eb) => eb.or([eb("created_at", "is", null), eb("created_at", "<", before)]))
    .execute();
  return rows.map((row) => row.id);
}

/** Photos with smaller copies but none in WebP (stored before the service made WebP copies), in
 * every school `db` reaches, oldest first. */
export const photosWithoutWebp = (db: Db) =>
  db
    .selectFrom("media")
    .where(inSchool(db))
    .select(["id", "file", "type", "variants"])
    .where("type", "like", "image/%")
    .where("variants", "is not", null)
    .where("variants", "not like", "%.webp%")
    .orderBy("id")
    .execute();

/** Names a photo's copies anew, unless they changed since `before` was read (or the photo went):
 * answers whether it did. */
export async function replaceVariants(db: Db, id: string, before: string, after: string): Promise<boolean> {
  const result = await db
    .updateTable("media")
    .where(inSchool(db))
    .set({ variants: after })
    .where("id", "=", id)
    .where("variants", "=", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

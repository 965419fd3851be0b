import type { Db } from "./open";
import type { Origin } from "./entities";

export interface MediaRow {
  id: string;
  /** Smaller copies of a photo by width ({"480": file}), or null. */
  variants?: string | null;
  /** The name under which `/api/image?url=` finds it (seeded birthdays and older data), or null. */
  path: string | null;
  /** Where the bytes are, relative to the media folder; never taken from a request. */
  file: string;
  type: string;
}

export const mediaById = (db: Db, id: string): MediaRow | undefined =>
  db.prepare("SELECT id, path, file, type, variants FROM media WHERE id = ?").get(id) as MediaRow | undefined;

export const mediaByPath = (db: Db, requested: string): MediaRow | undefined =>
  db.prepare("SELECT id, path, file, type, variants FROM media WHERE path = ?").get(requested) as MediaRow | undefined;

/** Rows of files written elsewhere than by an upload (the seed), with their smaller copies when they have them. */
export function insertMedia(
  db: Db,
  rows: (MediaRow & { bytes: number; width?: number | null; height?: number | null })[],
  origin: Origin,
): void {
  const insert = db.prepare(
    "INSERT INTO media (id, path, file, type, bytes, origin, width, height, variants) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (const row of rows)
    insert.run(
      row.id,
      row.path,
      row.file,
      row.type,
      row.bytes,
      origin,
      row.width ?? null,
      row.height ?? null,
      row.variants ?? null,
    );
}

export function deleteMediaOf(db: Db, origin: Origin): void {
  db.prepare("DELETE FROM media WHERE origin = ?").run(origin);
}

/** The top-level folders of the media store that rows point into. */
export function mediaFolders(db: Db): Set<string> {
  const rows = db.prepare("SELECT file FROM media").all() as { file: string }[];
  return new Set(rows.map((row) => row.file.split("/")[0]));
}

/** The file to send for a width a page asks for: the smallest copy at least that wide, or the photo
 * itself when no copy is that wide (a photo is never sent smaller than asked, so it is never blurred). */
export function fileForWidth(row: MediaRow, width: number | undefined): string {
  if (!width || !row.variants) return row.file;
  const copies = Object.entries(JSON.parse(row.variants) as Record<string, string>)
    .map(([w, file]) => ({ w: Number(w), file }))
    .filter((copy) => copy.w >= width)
    .sort((a, b) => a.w - b.w);
  return copies[0]?.file ?? row.file;
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
export function insertUploadedMedia(db: Db, row: UploadedMediaRow): void {
  db.prepare(
    "INSERT INTO media (id, path, file, type, bytes, origin, name, width, height, variants, created_at) " +
      "VALUES (?, NULL, ?, ?, ?, 'desk', ?, ?, ?, ?, ?)",
  ).run(
    row.id,
    row.file,
    row.type,
    row.bytes,
    row.name,
    row.width,
    row.height,
    JSON.stringify(row.variants),
    new Date().toISOString(),
  );
}

export const uploadedMediaById = (db: Db, id: string) =>
  db.prepare("SELECT id, type, name, bytes, width, height FROM media WHERE id = ?").get(id) as
    | { id: string; type: string; name: string | null; bytes: number; width: number | null; height: number | null }
    | undefined;

/** Whether a row names `file` (relative to the media folder), as the photo itself or one of its copies. */
export const mediaNamesFile = (db: Db, file: string): boolean =>
  db.prepare("SELECT 1 FROM media WHERE file = ? OR instr(variants, ?) > 0").get(file, JSON.stringify(file)) !==
  undefined;

/** The type of a stored file, or undefined when no file has this id. */
export const mediaTypeOf = (db: Db, id: string) =>
  (db.prepare("SELECT type FROM media WHERE id = ?").get(id) as { type: string } | undefined)?.type;

/** Forgets a desk upload, answering its files (the photo and its copies); none when `id` is not a
 * desk upload. */
export function deleteDeskUpload(db: Db, id: string): string[] {
  const row = db.prepare("SELECT file, variants FROM media WHERE id = ? AND origin = 'desk'").get(id) as
    { file: string; variants: string | null } | undefined;
  if (!row) return [];
  db.prepare("DELETE FROM media WHERE id = ?").run(id);
  return [row.file, ...Object.values(JSON.parse(row.variants ?? "{}") as Record<string, string>)];
}

/** What the desk and the feeds tell of a file: its name as uploaded, its type and size. */
export const mediaFacts = (db: Db, id: string) =>
  db.prepare("SELECT name, type, bytes FROM media WHERE id = ?").get(id) as
    { name: string | null; type: string; bytes: number | null } | undefined;

/** The desk uploads stored before `before` (ISO time), or undated (older than any day). */
export const deskUploadsBefore = (db: Db, before: string): string[] =>
  db
    .prepare("SELECT id FROM media WHERE origin = 'desk' AND (created_at IS NULL OR created_at < ?)")
    .pluck()
    .all(before) as string[];

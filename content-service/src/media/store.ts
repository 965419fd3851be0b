import { mkdirSync, writeFileSync } from "fs";
import path from "path";
import { dataPaths, type Db } from "../db/open";
import { randomName } from "../randomName";
import type { IngestedFile } from "./ingest";

export interface StoredMedia {
  id: string;
  type: string;
  name: string;
  bytes: number;
  width: number | null;
  height: number | null;
  url: string;
}

/** A file name as the uploader's computer called it, fit to show: no folders, no control characters. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
export const displayName = (name: string) => path.basename(name.replace(/\\/g, "/")).replace(/[\u0000-\u001f\u007f-\u009f]/g, "").slice(0, 200) || "file";

const UPLOADS = "uploads";

/** Stores an ingested upload under a new random name (files are never rewritten in place, so a
 * backup copies every file whole) and indexes it as published at the desk. */
export function storeUpload(db: Db, dataDir: string, file: IngestedFile, originalName: string): StoredMedia {
  const id = randomName();
  const dir = path.join(dataPaths(dataDir).media, UPLOADS);
  mkdirSync(dir, { recursive: true });
  const main = `${UPLOADS}/${id}${file.ext}`;
  writeFileSync(path.join(dataPaths(dataDir).media, main), file.bytes);
  const variants: Record<string, string> = {};
  for (const variant of file.variants) {
    variants[variant.width] = `${UPLOADS}/${id}-${variant.width}${file.ext}`;
    writeFileSync(path.join(dataPaths(dataDir).media, variants[variant.width]), variant.bytes);
  }
  const name = displayName(originalName);
  db.prepare("INSERT INTO media (id, path, file, type, bytes, origin, name, width, height, variants, created_at) VALUES (?, NULL, ?, ?, ?, 'desk', ?, ?, ?, ?, ?)").run(
    id,
    main,
    file.type,
    file.bytes.length,
    name,
    file.width,
    file.height,
    JSON.stringify(variants),
    new Date().toISOString(),
  );
  return { id, type: file.type, name, bytes: file.bytes.length, width: file.width, height: file.height, url: `/api/image/${id}` };
}

export function mediaInfo(db: Db, id: string): StoredMedia | null {
  const row = db.prepare("SELECT id, type, name, bytes, width, height FROM media WHERE id = ?").get(id) as Omit<StoredMedia, "url"> | undefined;
  return row ? { ...row, name: row.name ?? id, url: `/api/image/${row.id}` } : null;
}

import { mkdirSync } from "fs";
import path from "path";
import { insertUploadedMedia, mediaNamesFile, uploadedMediaById } from "../db/media";
import { dataPaths, type Db } from "../db/open";
import { inTransaction } from "../db/transaction";
import { commitPartial, discardPartial, settlePartialFiles, writePartial } from "../fs/durableFile";
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

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A file name as the uploader's computer called it, fit to show: no folders, no control characters. */
export const displayName = (name: string) =>
  path.basename(name.replace(/\\/g, "/")).replace(CONTROL, "").slice(0, 200) || "file";

const UPLOADS = "uploads";

/** Stores an ingested upload under a new random name (files are never rewritten in place, so a
 * backup copies every file whole) and indexes it as published at the desk. The photo and its
 * copies are written whole and synced first; `alsoRecord` runs in the row's transaction; the files
 * are put in place only once it has committed, and removed when it fails (src/fs/durableFile.ts). */
export async function storeUpload(
  db: Db,
  dataDir: string,
  file: IngestedFile,
  originalName: string,
  alsoRecord: (db: Db, media: StoredMedia) => Promise<void>,
): Promise<StoredMedia> {
  const id = randomName();
  const media = dataPaths(dataDir).media;
  mkdirSync(path.join(media, UPLOADS), { recursive: true });
  const main = `${UPLOADS}/${id}${file.ext}`;
  const variants: Record<string, string> = {};
  for (const variant of file.variants) variants[variant.width] = `${UPLOADS}/${id}-${variant.width}${file.ext}`;
  const written: string[] = [];
  const stored: StoredMedia = {
    id,
    type: file.type,
    name: displayName(originalName),
    bytes: file.bytes.length,
    width: file.width,
    height: file.height,
    url: `/api/image/${id}`,
  };
  try {
    for (const [relative, bytes] of [
      [main, file.bytes] as const,
      ...file.variants.map((variant) => [variants[variant.width], variant.bytes] as const),
    ]) {
      writePartial(path.join(media, relative), bytes);
      written.push(path.join(media, relative));
    }
    await inTransaction(db, async (db) => {
      await insertUploadedMedia(db, {
        id,
        file: main,
        type: file.type,
        bytes: file.bytes.length,
        name: stored.name,
        width: file.width,
        height: file.height,
        variants,
      });
      await alsoRecord(db, stored);
    });
  } catch (error) {
    written.forEach(discardPartial);
    throw error;
  }
  written.forEach(commitPartial);
  return stored;
}

/** At start: uploads whose row committed before a crash are put in place, others removed. */
export async function settleUploadFiles(db: Db, dataDir: string): Promise<void> {
  await settlePartialFiles(path.join(dataPaths(dataDir).media, UPLOADS), (name) =>
    mediaNamesFile(db, `${UPLOADS}/${name}`),
  );
}

export async function mediaInfo(db: Db, id: string): Promise<StoredMedia | null> {
  const row = await uploadedMediaById(db, id);
  return row ? { ...row, name: row.name ?? id, bytes: row.bytes ?? 0, url: `/api/image/${row.id}` } : null;
}

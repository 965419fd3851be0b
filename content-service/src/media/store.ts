import path from "path";
import { insertUploadedMedia, mediaNamesFile, uploadedMediaById } from "../db/media";
import type { Db } from "../db/open";
import { inTransaction } from "../db/transaction";
import type { FileStore } from "../files/fileStore";
import { randomName } from "../randomName";
import type { IngestedFile } from "./ingest";
import { copyFileName, copyKey } from "./photoCopies";

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
 * copies are stored whole first; `alsoRecord` runs in the row's transaction; the files are made
 * final only once it has committed, and removed when it fails (files/fileStore.ts). */
export async function storeUpload(
  db: Db,
  files: FileStore,
  file: IngestedFile,
  originalName: string,
  alsoRecord: (db: Db, media: StoredMedia) => Promise<void>,
): Promise<StoredMedia> {
  const id = randomName();
  const main = `${UPLOADS}/${id}${file.ext}`;
  const copies = file.variants.map((variant) => ({
    key: copyKey(variant.width, variant.webp),
    relative: copyFileName(main, variant.width, variant.webp),
    bytes: variant.bytes,
  }));
  const variants = Object.fromEntries(copies.map(({ key, relative }) => [key, relative]));
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
      ...copies.map((copy) => [copy.relative, copy.bytes] as const),
    ]) {
      written.push(relative);
      await files.put("media", relative, bytes);
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
    // A store that fails to discard too leaves the rest to the sweep of files no row names.
    await Promise.allSettled(written.map((relative) => files.discard("media", relative)));
    throw error;
  }
  for (const relative of written) await files.commit("media", relative);
  return stored;
}

/** At start: uploads whose row committed before a crash are put in place, others removed. */
export const settleUploadFiles = (db: Db, files: FileStore): Promise<void> =>
  files.settle("media", (name) => mediaNamesFile(db, name));

export async function mediaInfo(db: Db, id: string): Promise<StoredMedia | null> {
  const row = await uploadedMediaById(db, id);
  return row ? { ...row, name: row.name ?? id, bytes: row.bytes ?? 0, url: `/api/image/${row.id}` } : null;
}

import sharp from "sharp";
import { photosWithoutWebp, replaceVariants } from "../db/media";
import type { Db } from "../db/open";
import type { FileStore } from "../files/fileStore";
import { randomName } from "../randomName";
import { WEBP } from "./ingest";
import { copyFileName, copyKey } from "./photoCopies";

export interface WebpCopiesReport {
  /** Photos that now have their WebP copies. */
  made: number;
  /** Photos changed or removed at the desk while their copies were made: left as they are now. */
  changedMeanwhile: number;
  /** Photos whose file could not be read or decoded, by id, with the reason. */
  failed: { id: string; reason: string }[];
}

async function readWhole(files: FileStore, name: string): Promise<Buffer | null> {
  const opened = await files.open("media", name);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Makes, for each photo stored before the service made WebP copies, a WebP copy beside each of its
 * smaller copies, from the photo itself, as an upload gets them now (media/ingest.ts). Safe while
 * the service runs: the files are stored whole first and named by the photo's row only if its
 * copies are still what was read; otherwise they are removed. One photo at a time, so that the
 * service on the same machine keeps its processors. */
export async function addWebpCopies(db: Db, files: FileStore): Promise<WebpCopiesReport> {
  const report: WebpCopiesReport = { made: 0, changedMeanwhile: 0, failed: [] };
  for (const row of await photosWithoutWebp(db)) {
    const before = row.variants as string;
    const copies = JSON.parse(before) as Record<string, string>;
    const widths = Object.keys(copies)
      .filter((key) => /^\d+$/.test(key))
      .map(Number);
    // A photo narrower than every copy has none to go beside.
    if (!widths.length) continue;
    let written: { key: string; name: string; bytes: Buffer }[];
    try {
      const photo = await readWhole(files, row.file);
      if (!photo) throw new Error(`its file ${row.file} is missing`);
      written = await Promise.all(
        widths.map(async (width) => ({
          key: copyKey(width, true),
          // A name of its own: a name is never written twice (files/fileStore.ts).
          name: copyFileName(row.file, width, true).replace(/\.webp$/, `-${randomName().slice(0, 8)}.webp`),
          bytes: await sharp(photo).resize({ width }).webp(WEBP).toBuffer(),
        })),
      );
    } catch (error) {
      report.failed.push({ id: row.id, reason: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const after = { ...copies, ...Object.fromEntries(written.map((copy) => [copy.key, copy.name])) };
    let named: boolean;
    try {
      for (const copy of written) await files.put("media", copy.name, copy.bytes);
      named = await replaceVariants(db, row.id, before, JSON.stringify(after));
    } catch (error) {
      await Promise.allSettled(written.map((copy) => files.discard("media", copy.name)));
      throw error;
    }
    if (named) {
      // A commit cut short here is finished at the service's next start: the row names the files.
      for (const copy of written) await files.commit("media", copy.name);
      report.made++;
    } else {
      await Promise.allSettled(written.map((copy) => files.discard("media", copy.name)));
      report.changedMeanwhile++;
    }
  }
  return report;
}

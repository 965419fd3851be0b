/** Files written so that an acknowledged write is whole and a failed one leaves nothing: the bytes
 * go to `<file>.partial`, every byte is checked written and synced to disk, and only after the
 * database has committed the row that names the file is it renamed into place (and the folder
 * synced). A failure before that removes the partial file; a crash between the commit and the
 * rename is settled at the next start (settlePartialFiles). */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from "fs";
import path from "path";

const PARTIAL = ".partial";

export const partialOf = (file: string) => `${file}${PARTIAL}`;

/** Writes `bytes` whole to `file`'s partial name and syncs it; throws (ENOSPC on a full disk)
 * with nothing left behind. */
export function writePartial(file: string, bytes: Uint8Array): void {
  const partial = partialOf(file);
  let fd: number | null = null;
  try {
    fd = openSync(partial, "wx");
    // writeSync may write less than asked (a disk filling up): the rest is written until all is,
    // or the system refuses with an error.
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } catch (error) {
    if (fd !== null) closeSync(fd);
    fd = null;
    rmSync(partial, { force: true });
    throw error;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** Puts a partial file in its place once the row naming it has committed. */
export function commitPartial(file: string): void {
  renameSync(partialOf(file), file);
  const dir = openSync(path.dirname(file), "r");
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

export const discardPartial = (file: string) => rmSync(partialOf(file), { force: true });

/** At start: a partial file whose row committed is put in place, any other is removed. */
export async function settlePartialFiles(dir: string, isCommitted: (name: string) => Promise<boolean>): Promise<void> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names.filter((entry) => entry.endsWith(PARTIAL))) {
    const file = path.join(dir, name.slice(0, -PARTIAL.length));
    if (await isCommitted(path.basename(file))) commitPartial(file);
    else rmSync(path.join(dir, name), { force: true });
  }
}

/** Whether an error means the disk (or the database on it) is full. */
export function isOutOfSpace(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL" || /database or disk is full/i.test(message ?? "")
  );
}

export const OUT_OF_SPACE = "The school's server is out of space. Please try again later.";

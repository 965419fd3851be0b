import type { FastifyBaseLogger } from "fastify";
import type { FileArea, FileStore } from "./fileStore";

/** Removes files once the removal of the rows that named them has committed. A store that fails now
 * does not undo the change, which is kept and answered as done: the files are logged and left to the
 * daily sweep of files no row names (files/sweepUnnamed.ts). */
export async function removeAfterCommit(
  files: FileStore,
  area: FileArea,
  names: string[],
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<void> {
  if (!names.length) return;
  try {
    await files.remove(area, names);
  } catch (error) {
    log.warn({ err: error }, `${names.length} files no row names stay in ${files.where} until the daily sweep`);
  }
}

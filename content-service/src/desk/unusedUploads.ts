import type { FastifyBaseLogger } from "fastify";
import { referencedAttachments } from "../db/entities";
import { deleteDeskUpload } from "../db/media";
import type { Db } from "../db/open";
import type { FileStore } from "../files/fileStore";
import { removeAfterCommit } from "../files/removeAfterCommit";

/** Forgets the desk uploads among `candidates` that no item refers to any more, inside the write's
 * transaction, and answers their files. Seeded files are the seed's to manage. */
export async function forgetUnusedUploads(db: Db, candidates: string[]): Promise<string[]> {
  const used = await referencedAttachments(db);
  const files: string[] = [];
  for (const id of new Set(candidates)) {
    if (used.has(id)) continue;
    files.push(...(await deleteDeskUpload(db, id)));
  }
  return files;
}

/** Removes the files forgotten above; only once the transaction has committed, so that a write
 * that fails never leaves an item pointing at a deleted file. */
export const removeForgottenFiles = (
  files: FileStore,
  names: string[],
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<void> => removeAfterCommit(files, "media", names, log);

import { deskUploadsBefore } from "../db/media";
import { inTransaction } from "../db/transaction";
import type { Db } from "../db/open";
import type { FileStore } from "../files/fileStore";
import { schoolsInOrder } from "../db/schools";
import { forSchool } from "../db/schoolScope";
import { mediaInUse } from "../db/referencedFiles";
import { recordAudit, SERVICE_ACTOR } from "../desk/audit";
import { forgetUnusedUploads } from "../desk/unusedUploads";

/** The desk saves an item seconds after sending its files; an upload no item took within a day was
 * left behind (a save refused or abandoned, a tab closed) and is publicly reachable by its id. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 3600_000;
/** The sweep runs when the service starts and then this often. */
export const UNUSED_UPLOAD_SWEEP_EVERY_MS = 24 * 3600_000;

/** Sweeps each school's unused uploads (below), answering how many went in all. */
export async function sweepUnusedUploads(db: Db, files: FileStore, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const { code } of await schoolsInOrder(db)) removed += await sweepSchool(forSchool(db, code), files, now);
  return removed;
}

/**
 * Removes a school's desk uploads older than UNUSED_UPLOAD_TTL_MS that none of its items refers
 * to, and answers how many. The rows go in one transaction with an audit entry in the school's log
 * saying how many; the files after it commits, so that no row ever names a missing file. Seeded
 * files are the seed's to manage.
 */
async function sweepSchool(db: Db, files: FileStore, now: number): Promise<number> {
  const uploadedBefore = new Date(now - UNUSED_UPLOAD_TTL_MS).toISOString();
  let names: string[] = [];
  const removed = await inTransaction(db, async (db): Promise<number> => {
    const used = await mediaInUse(db);
    // Rows from before uploads were dated have no date: they are older than any day.
    const old = await deskUploadsBefore(db, uploadedBefore);
    const unused = old.filter((id) => !used.has(id));
    if (!unused.length) return 0;
    names = await forgetUnusedUploads(db, unused);
    await recordAudit(db, {
      actor: SERVICE_ACTOR,
      action: "retention",
      kind: "media",
      changes: { unusedUploads: unused.length, uploadedBefore },
    });
    return unused.length;
  });
  await files.remove("media", names);
  return removed;
}

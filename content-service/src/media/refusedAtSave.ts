import { mediaById, mediaFacts } from "../db/media";
import { acrossSchools } from "../db/schoolScope";
import type { Db } from "../db/open";
import type { FastifyBaseLogger } from "fastify";
import type { FileStore } from "../files/fileStore";
import { forgetUnusedUploads, removeForgottenFiles } from "../desk/unusedUploads";
import { wrongKind } from "@school/contract/desk/uploadMessages";

/**
 * An attachment refused when an item is saved, because the field takes photos and it is a PDF: the
 * message names the file as the uploader called it. The upload, if it came from the desk and no item
 * uses it, is forgotten at once (its address answers 404 from now on), so that nothing refused stays
 * publicly reachable.
 */
export async function refuseAttachment(
  db: Db,
  root: Db,
  store: FileStore,
  id: string,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<string> {
  const row = await mediaFacts(db, id);
  const message = wrongKind(row?.name ?? "A file", row?.type === "application/pdf" ? "pdf" : null, "image");
  const files = await forgetUnusedUploads(db, [id]);
  // The check may run inside a write's transaction (`db`): the files go once it has ended, and only
  // if the row's removal was kept (as `root`, the database outside it, sees), so that no row ever
  // names a missing file.
  if (files.length) {
    setImmediate(() => {
      mediaById(acrossSchools(root), id).then(
        async (row) => {
          if (!row) await removeForgottenFiles(store, files, log);
        },
        // The service closed meanwhile; the daily sweep of unused files takes what is left.
        () => undefined,
      );
    });
  }
  return message;
}

import { certificateNamesFile, removeCertificateUploadsBefore } from "../db/certificates";
import type { Db } from "../db/open";
import type { FileStore } from "../files/fileStore";

/** A certificate scan not used by a certificate within a day is removed: it is a pupil's record. */
export const CERTIFICATE_UPLOAD_TTL_MS = 24 * 3600_000;

/** Removes the scans older than CERTIFICATE_UPLOAD_TTL_MS that no certificate took, rows and
 * files; answers how many. */
export async function removeStaleCertificateUploads(db: Db, files: FileStore, now = Date.now()): Promise<number> {
  const names = await removeCertificateUploadsBefore(db, now - CERTIFICATE_UPLOAD_TTL_MS);
  await files.remove("certificates", names);
  return names.length;
}

/** At start: scans whose row committed before a crash are put in place, others removed. */
export const settleCertificateFiles = (db: Db, files: FileStore): Promise<void> =>
  files.settle("certificates", (name) => certificateNamesFile(db, name));

import { rmSync } from "fs";
import path from "path";
import { certificateNamesFile, removeCertificateUploadsBefore } from "../db/certificates";
import { dataPaths, type Db } from "../db/open";
import { settlePartialFiles } from "../fs/durableFile";

/** A certificate scan not used by a certificate within a day is removed: it is a pupil's record. */
export const CERTIFICATE_UPLOAD_TTL_MS = 24 * 3600_000;

/** Removes the scans older than CERTIFICATE_UPLOAD_TTL_MS that no certificate took, rows and
 * files; answers how many. */
export async function removeStaleCertificateUploads(db: Db, dataDir: string, now = Date.now()): Promise<number> {
  const files = await removeCertificateUploadsBefore(db, now - CERTIFICATE_UPLOAD_TTL_MS);
  for (const file of files) rmSync(path.join(dataPaths(dataDir).certificates, file), { force: true });
  return files.length;
}

/** At start: scans whose row committed before a crash are put in place, others removed. */
export async function settleCertificateFiles(db: Db, dataDir: string): Promise<void> {
  await settlePartialFiles(dataPaths(dataDir).certificates, (name) => certificateNamesFile(db, name));
}

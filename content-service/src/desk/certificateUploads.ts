import { rmSync } from "fs";
import path from "path";
import { certificateNamesFile } from "../db/certificates";
import { dataPaths, type Db } from "../db/open";
import { settlePartialFiles } from "../fs/durableFile";

/** A certificate scan not used by a certificate within a day is removed: it is a pupil's record. */
export const CERTIFICATE_UPLOAD_TTL_MS = 24 * 3600_000;

/** Removes the scans older than CERTIFICATE_UPLOAD_TTL_MS that no certificate took, rows and
 * files; answers how many. */
export function removeStaleCertificateUploads(db: Db, dataDir: string, now = Date.now()): number {
  const stale = db
    .prepare("SELECT id, file FROM certificate_uploads WHERE created_at <= ?")
    .all(now - CERTIFICATE_UPLOAD_TTL_MS) as { id: string; file: string }[];
  for (const upload of stale) {
    db.prepare("DELETE FROM certificate_uploads WHERE id = ?").run(upload.id);
    rmSync(path.join(dataPaths(dataDir).certificates, upload.file), { force: true });
  }
  return stale.length;
}

/** At start: scans whose row committed before a crash are put in place, others removed. */
export function settleCertificateFiles(db: Db, dataDir: string): void {
  settlePartialFiles(dataPaths(dataDir).certificates, (name) => certificateNamesFile(db, name));
}

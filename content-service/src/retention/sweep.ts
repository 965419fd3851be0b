import { forgetAuditAddressesBefore } from "../db/audit";
import { deleteExpiredGrants, removeCertificateUploadsBefore } from "../db/certificates";
import { deleteSubmission, submissionsBefore } from "../db/submissions";
import { inTransaction } from "../db/transaction";
import type { Db } from "../db/open";
import type { FileStore } from "../files/fileStore";
import { schoolsInOrder } from "../db/schools";
import { forSchool } from "../db/schoolScope";
import { recordAudit, SERVICE_ACTOR } from "../desk/audit";
import { CERTIFICATE_UPLOAD_TTL_MS } from "../desk/certificateUploads";

const DAY_MS = 24 * 3600_000;

export interface SweepResult {
  enquiries: number;
  applications: number;
  resumes: number;
  certificateLinks: number;
  certificateScans: number;
  /** Sign-ins (and refused ones) whose client address was forgotten. */
  signInAddresses: number;
}

const NOTHING: SweepResult = {
  enquiries: 0,
  applications: 0,
  resumes: 0,
  certificateLinks: 0,
  certificateScans: 0,
  signInAddresses: 0,
};

/** Sweeps each school's personal data (below), answering how much went in all. Lookup links and
 * certificate scans not yet saved are the service's, not one school's: they are swept with the
 * first school, and counted in its log. */
export async function sweepPersonalData(
  db: Db,
  files: FileStore,
  retentionDays: number,
  now = Date.now(),
): Promise<SweepResult> {
  const total = { ...NOTHING };
  for (const [i, { code }] of (await schoolsInOrder(db)).entries()) {
    const swept = await sweepSchool(forSchool(db, code), files, retentionDays, now, i === 0);
    for (const key of Object.keys(total) as (keyof SweepResult)[]) total[key] += swept[key];
  }
  return total;
}

/**
 * Removes a school's personal data older than its time (DESIGN.md, "Personal data"): enquiries and
 * applications received more than `retentionDays` ago, with their résumés; transfer-certificate
 * links that have expired; certificate scans no certificate took; the client addresses the audit log
 * kept of sign-ins (the entries stay, without them). The records go in one
 * transaction with an audit entry saying how many went (never whose); the files (résumés and scans)
 * after it commits, so that a failed sweep never leaves a record without its file.
 */
async function sweepSchool(
  db: Db,
  files: FileStore,
  retentionDays: number,
  now: number,
  withServiceRows: boolean,
): Promise<SweepResult> {
  const before = new Date(now - retentionDays * DAY_MS).toISOString();
  const old = await submissionsBefore(db, before);
  const resumes = old.flatMap((row) => (row.resume_file ? [row.resume_file] : []));
  let scans: string[] = [];
  const result = await inTransaction(db, async (db): Promise<SweepResult> => {
    for (const row of old) await deleteSubmission(db, row.id);
    const certificateLinks = withServiceRows ? await deleteExpiredGrants(db, now) : 0;
    if (withServiceRows) scans = await removeCertificateUploadsBefore(db, now - CERTIFICATE_UPLOAD_TTL_MS);
    const swept = {
      enquiries: old.filter((row) => row.kind === "contact").length,
      applications: old.filter((row) => row.kind === "career").length,
      resumes: resumes.length,
      certificateLinks,
      certificateScans: scans.length,
      signInAddresses: await forgetAuditAddressesBefore(db, before),
    };
    if (Object.values(swept).some(Boolean)) {
      await recordAudit(db, {
        actor: SERVICE_ACTOR,
        action: "retention",
        kind: "personal-data",
        changes: { ...swept, before, retentionDays },
      });
    }
    return swept;
  });
  await files.remove("resumes", resumes);
  await files.remove("certificates", scans);
  return result;
}

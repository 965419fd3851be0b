import { inSchool, schoolToWrite } from "./schoolScope";
import { randomUUID } from "crypto";
import type { FileStore } from "../files/fileStore";
import type { Db } from "./open";
import { immediately } from "./transaction";

export interface Submission {
  id: string;
  kind: "contact" | "career";
  createdAt: string;
  body: Record<string, string>;
  /** The résumé's file name inside the résumés folder, never served publicly. */
  resumeFile: string | null;
}

/** Stores a submission before the answer is sent, and answers its id; null when `admit`, asked with
 * nothing written beside it (`immediately`), refuses it. A résumé is stored whole under a generated
 * name outside anything served before that begins, so that a slow bucket holds no lock, made final
 * once its row has committed, and removed if the row is not stored (files/fileStore.ts). */
export async function storeSubmission(
  db: Db,
  files: FileStore,
  kind: Submission["kind"],
  body: Record<string, string>,
  resume?: { bytes: Buffer; ext: string },
  admit?: (db: Db) => Promise<boolean>,
): Promise<string | null> {
  const id = randomUUID();
  const resumeFile = resume ? `${id}${resume.ext}` : null;
  if (resume && resumeFile) await files.put("resumes", resumeFile, resume.bytes);
  const insert = async (db: Db) => {
    if (admit && !(await admit(db))) return false;
    await db
      .insertInto("submissions")
      .values({
        school: schoolToWrite(db),
        id,
        kind,
        created_at: new Date().toISOString(),
        body: JSON.stringify(body),
        resume_file: resumeFile,
        resume_bytes: resume ? resume.bytes.length : null,
      })
      .execute();
    return true;
  };
  let stored = false;
  try {
    stored = await (admit ? immediately(db, insert) : insert(db));
  } finally {
    // A store that fails to discard too leaves it to the sweep of files no row names.
    if (resumeFile && !stored) await files.discard("resumes", resumeFile).catch(() => undefined);
  }
  if (!stored) return null;
  if (resumeFile) await files.commit("resumes", resumeFile);
  return id;
}

/** At start: résumés whose row committed before a crash are put in place, others removed. */
export async function settleResumeFiles(db: Db, files: FileStore): Promise<void> {
  await files.settle("resumes", async (name) =>
    Boolean(
      await db
        .selectFrom("submissions")
        .where(inSchool(db))
        .select("id")
        .where("resume_file", "=", name)
        .executeTakeFirst(),
    ),
  );
}

/** Résumé bytes stored since `since`. */
export async function resumeBytesSince(db: Db, since: Date): Promise<number> {
  const { n } = await db
    .selectFrom("submissions")
    .where(inSchool(db))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("resume_bytes"), eb.lit(0)).as("n"))
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function listSubmissions(db: Db): Promise<Submission[]> {
  const rows = await db
    .selectFrom("submissions")
    .where(inSchool(db))
    .select(["id", "kind", "created_at", "body", "resume_file"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    body: JSON.parse(row.body),
    resumeFile: row.resume_file,
  }));
}

/** A submission's stored row, as the desk shows it. */
export interface SubmissionRow {
  id: string;
  kind: "contact" | "career";
  created_at: string;
  body: string;
  resume_file: string | null;
  handled_at: string | null;
}

const SUBMISSION_COLUMNS = ["id", "kind", "created_at", "body", "resume_file", "handled_at"] as const;

export const submissionById = (db: Db, id: string): Promise<SubmissionRow | undefined> =>
  db.selectFrom("submissions").where(inSchool(db)).select(SUBMISSION_COLUMNS).where("id", "=", id).executeTakeFirst();

export const allSubmissionRows = (db: Db): Promise<SubmissionRow[]> =>
  db.selectFrom("submissions").where(inSchool(db)).select(SUBMISSION_COLUMNS).execute();

export async function setSubmissionHandledAt(db: Db, id: string, handledAt: string | null): Promise<void> {
  await db.updateTable("submissions").where(inSchool(db)).set({ handled_at: handledAt }).where("id", "=", id).execute();
}

export async function deleteSubmission(db: Db, id: string): Promise<void> {
  await db.deleteFrom("submissions").where(inSchool(db)).where("id", "=", id).execute();
}

/** A submission's kind and arrival, for the audit log's label (never its sender). */
export const submissionLabelRow = (db: Db, id: string) =>
  db
    .selectFrom("submissions")
    .where(inSchool(db))
    .select(["kind", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();

/** The submissions received before `before` (ISO time), with their résumés' files. */
export const submissionsBefore = (db: Db, before: string) =>
  db
    .selectFrom("submissions")
    .where(inSchool(db))
    .select(["id", "kind", "resume_file"])
    .where("created_at", "<", before)
    .execute();

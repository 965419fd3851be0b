import { randomUUID } from "crypto";
import { mkdirSync } from "fs";
import path from "path";
import { commitPartial, discardPartial, settlePartialFiles, writePartial } from "../fs/durableFile";
import { dataPaths, type Db } from "./open";

export interface Submission {
  id: string;
  kind: "contact" | "career";
  createdAt: string;
  body: Record<string, string>;
  /** The résumé's file name inside the résumés folder, never served publicly. */
  resumeFile: string | null;
}

/** Stores a submission before the answer is sent. A résumé is written whole and synced under a
 * generated name outside anything served, put in place once its row has committed, and removed if
 * the row cannot be stored (src/fs/durableFile.ts). */
export function storeSubmission(
  db: Db,
  dataDir: string,
  kind: Submission["kind"],
  body: Record<string, string>,
  resume?: { bytes: Buffer; ext: string },
): string {
  const id = randomUUID();
  let resumeFile: string | null = null;
  let resumePath: string | null = null;
  if (resume) {
    const dir = dataPaths(dataDir).resumes;
    mkdirSync(dir, { recursive: true });
    resumeFile = `${id}${resume.ext}`;
    resumePath = path.join(dir, resumeFile);
    writePartial(resumePath, resume.bytes);
  }
  try {
    db.prepare(
      "INSERT INTO submissions (id, kind, created_at, body, resume_file, resume_bytes) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(id, kind, new Date().toISOString(), JSON.stringify(body), resumeFile, resume ? resume.bytes.length : null);
  } catch (error) {
    if (resumePath) discardPartial(resumePath);
    throw error;
  }
  if (resumePath) commitPartial(resumePath);
  return id;
}

/** At start: résumés whose row committed before a crash are put in place, others removed. */
export function settleResumeFiles(db: Db, dataDir: string): void {
  const named = db.prepare("SELECT 1 FROM submissions WHERE resume_file = ?");
  settlePartialFiles(dataPaths(dataDir).resumes, (name) => named.get(name) !== undefined);
}

/** Résumé bytes stored over the last 24 hours. */
export function resumeBytesSince(db: Db, since: Date): number {
  return (
    db
      .prepare("SELECT COALESCE(SUM(resume_bytes), 0) AS n FROM submissions WHERE created_at >= ?")
      .get(since.toISOString()) as { n: number }
  ).n;
}

export function listSubmissions(db: Db): Submission[] {
  const rows = db
    .prepare("SELECT id, kind, created_at, body, resume_file FROM submissions ORDER BY created_at DESC, rowid DESC")
    .all() as {
    id: string;
    kind: Submission["kind"];
    created_at: string;
    body: string;
    resume_file: string | null;
  }[];
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

export const submissionById = (db: Db, id: string) =>
  db.prepare("SELECT * FROM submissions WHERE id = ?").get(id) as SubmissionRow | undefined;

export const allSubmissionRows = (db: Db) => db.prepare("SELECT * FROM submissions").all() as SubmissionRow[];

export function setSubmissionHandledAt(db: Db, id: string, handledAt: string | null): void {
  db.prepare("UPDATE submissions SET handled_at = ? WHERE id = ?").run(handledAt, id);
}

export function deleteSubmission(db: Db, id: string): void {
  db.prepare("DELETE FROM submissions WHERE id = ?").run(id);
}

/** A submission's kind and arrival, for the audit log's label (never its sender). */
export const submissionLabelRow = (db: Db, id: string) =>
  db.prepare("SELECT kind, created_at FROM submissions WHERE id = ?").get(id) as
    { kind: string; created_at: string } | undefined;

/** The submissions received before `before` (ISO time), with their résumés' files. */
export const submissionsBefore = (db: Db, before: string) =>
  db.prepare("SELECT id, kind, resume_file FROM submissions WHERE created_at < ?").all(before) as {
    id: string;
    kind: string;
    resume_file: string | null;
  }[];

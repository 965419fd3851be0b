import { randomUUID } from "crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from "fs";
import path from "path";
import { dataPaths, type Db } from "./open";

export interface Submission {
  id: string;
  kind: "contact" | "career";
  createdAt: string;
  body: Record<string, string>;
  /** The résumé's file name inside the résumés folder, never served publicly. */
  resumeFile: string | null;
}

/** Stores a submission before the answer is sent; a résumé is written (and synced) first under a
 * generated name outside anything served, and removed again if the record cannot be stored. */
export function storeSubmission(db: Db, dataDir: string, kind: Submission["kind"], body: Record<string, string>, resume?: { bytes: Buffer; ext: string }): string {
  const id = randomUUID();
  let resumeFile: string | null = null;
  let resumePath: string | null = null;
  if (resume) {
    const dir = dataPaths(dataDir).resumes;
    mkdirSync(dir, { recursive: true });
    resumeFile = `${id}${resume.ext}`;
    resumePath = path.join(dir, resumeFile);
    const fd = openSync(resumePath, "wx");
    try {
      writeSync(fd, resume.bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  try {
    db.prepare("INSERT INTO submissions (id, kind, created_at, body, resume_file, resume_bytes) VALUES (?, ?, ?, ?, ?, ?)").run(
      id,
      kind,
      new Date().toISOString(),
      JSON.stringify(body),
      resumeFile,
      resume ? resume.bytes.length : null,
    );
  } catch (error) {
    if (resumePath) rmSync(resumePath, { force: true });
    throw error;
  }
  return id;
}

/** Résumé bytes stored over the last 24 hours. */
export function resumeBytesSince(db: Db, since: Date): number {
  return (db.prepare("SELECT COALESCE(SUM(resume_bytes), 0) AS n FROM submissions WHERE created_at >= ?").get(since.toISOString()) as { n: number }).n;
}

export function listSubmissions(db: Db): Submission[] {
  const rows = db.prepare("SELECT id, kind, created_at, body, resume_file FROM submissions ORDER BY created_at DESC, rowid DESC").all() as {
    id: string;
    kind: Submission["kind"];
    created_at: string;
    body: string;
    resume_file: string | null;
  }[];
  return rows.map((row) => ({ id: row.id, kind: row.kind, createdAt: row.created_at, body: JSON.parse(row.body), resumeFile: row.resume_file }));
}

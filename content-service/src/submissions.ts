import { randomUUID } from "crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from "fs";
import path from "path";
import type { Db } from "./db";

export interface Submission {
  id: string;
  kind: "contact" | "career";
  createdAt: string;
  body: Record<string, string>;
  resumeFile: string | null;
}

/** Stores a submission before the answer is sent; a resume is written (and synced) first under a
 * generated name outside anything served, and removed again if the record cannot be stored. */
export function storeSubmission(db: Db, dataDir: string, kind: Submission["kind"], body: Record<string, string>, resume?: { bytes: Buffer; ext: string }): string {
  const id = randomUUID();
  let resumeFile: string | null = null;
  if (resume) {
    const dir = path.join(dataDir, "resumes");
    mkdirSync(dir, { recursive: true });
    resumeFile = path.join(dir, `${id}${resume.ext}`);
    const fd = openSync(resumeFile, "wx");
    try {
      writeSync(fd, resume.bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  try {
    db.prepare("INSERT INTO submissions (id, kind, created_at, body, resume_file) VALUES (?, ?, ?, ?, ?)").run(
      id,
      kind,
      new Date().toISOString(),
      JSON.stringify(body),
      resumeFile,
    );
  } catch (error) {
    if (resumeFile) rmSync(resumeFile, { force: true });
    throw error;
  }
  return id;
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

import path from "path";
import type { FastifyReply } from "fastify";
import type { SubmissionRow } from "../db/submissions";
import { etagOf, versionOf } from "../http/entityTag";
import { deskKind } from "@school/contract/desk/kinds";
import type { Refusal } from "./conflict";

/** The desk's kind of enquiries and applications (@school/contract/desk/kinds). */
export const SUBMISSIONS = deskKind("submissions")!;
export const SUBMISSION_GONE: Refusal = {
  status: 404,
  body: { error: "This enquiry or application does not exist (any more)." },
};

export const RESUME_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The name a downloaded résumé gets: the applicant's name, never the stored file's random one. */
export function resumeName(row: SubmissionRow): string | null {
  if (!row.resume_file) return null;
  const applicant = String((JSON.parse(row.body) as { name?: string }).name ?? "applicant")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .slice(0, 60);
  return `resume-${applicant}${path.extname(row.resume_file).toLowerCase()}`;
}

export const versionOfRow = (row: SubmissionRow) => versionOf(row.body, row.handled_at, row.resume_file);

export const toRecord = (row: SubmissionRow) => ({
  ...(JSON.parse(row.body) as Record<string, string>),
  id: row.id,
  kind: row.kind,
  createdAt: row.created_at,
  handled: Boolean(row.handled_at),
  handledAt: row.handled_at,
  hasResume: Boolean(row.resume_file),
  resumeName: resumeName(row),
  version: versionOfRow(row),
});

export const sendRow = (reply: FastifyReply, row: SubmissionRow) =>
  reply.header("ETag", etagOf(versionOfRow(row))).send(toRecord(row));

import path from "path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allSubmissionRows,
  deleteSubmission,
  setSubmissionHandledAt,
  submissionById,
  type SubmissionRow,
} from "../db/submissions";
import { immediately } from "../db/transaction";
import type { Db } from "../db/open";
import { removeAfterCommit } from "../files/removeAfterCommit";
import { etagOf, versionOf } from "../http/entityTag";
import { sendFile } from "../http/sendFile";
import { recordAudit } from "./audit";
import { preconditionRefusal, type Refusal } from "./conflict";
import { schoolDbOf, staffOf, type DeskContext } from "./context";
import { deskKind } from "@school/contract/desk/kinds";
import { writeBody } from "@school/contract/desk/writeBody";
import { checkedBody } from "./checkedBody";
import { itemParams, listQuery } from "./recordSchemas";
import { sendList } from "./listQuery";

const RESUME_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The name a downloaded résumé gets: the applicant's name, never the stored file's random one. */
function resumeName(row: SubmissionRow): string | null {
  if (!row.resume_file) return null;
  const applicant = String((JSON.parse(row.body) as { name?: string }).name ?? "applicant")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .slice(0, 60);
  return `resume-${applicant}${path.extname(row.resume_file).toLowerCase()}`;
}

const versionOfRow = (row: SubmissionRow) => versionOf(row.body, row.handled_at, row.resume_file);

const toRecord = (row: SubmissionRow) => ({
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

const sendRow = (reply: FastifyReply, row: SubmissionRow) =>
  reply.header("ETag", etagOf(versionOfRow(row))).send(toRecord(row));

/** Enquiries and applications, for admins: read, mark as handled, delete (with the résumé), and
 * download a résumé. Nothing here is ever cached or served to the public. */
export async function submissionRoutes(app: FastifyInstance, { files }: DeskContext) {
  const kind = deskKind("submissions")!;
  const gone: Refusal = { status: 404, body: { error: "This enquiry or application does not exist (any more)." } };

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/desk/submissions",
    { schema: { summary: "Enquiries and applications: the list", querystring: listQuery } },
    async (request, reply) =>
      sendList(reply, kind.name, request.query, (await allSubmissionRows(schoolDbOf(request))).map(toRecord), kind),
  );

  typed.get(
    "/api/desk/submissions/:id",
    { schema: { summary: "Enquiries and applications: one", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await submissionById(db, request.params.id);
      return row ? sendRow(reply, row) : reply.code(404).send(gone.body);
    },
  );

  /** The row, unless it is gone or the change names another version of it. */
  const current = async (db: Db, request: FastifyRequest, id: string): Promise<SubmissionRow | Refusal> => {
    const row = await submissionById(db, id);
    if (!row) return gone;
    return (
      (await preconditionRefusal(db, request, {
        kind: kind.name,
        id: row.id,
        version: versionOfRow(row),
        updatedAt: row.handled_at ?? row.created_at,
        button: true,
      })) ?? row
    );
  };

  typed.put(
    "/api/desk/submissions/:id",
    {
      ...checkedBody(app, kind),
      schema: {
        summary: "Enquiries and applications: mark one handled or not",
        params: itemParams,
        body: writeBody({ ...kind, schema: kind.schema! }),
      },
    },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await immediately(db, async (db): Promise<SubmissionRow | Refusal> => {
        const row = await current(db, request, request.params.id);
        if ("status" in row) return row;
        const handledAt = request.body.handled ? (row.handled_at ?? new Date().toISOString()) : null;
        await setSubmissionHandledAt(db, row.id, handledAt);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "update",
          kind: kind.name,
          itemId: row.id,
          changes: { handled: [Boolean(row.handled_at), Boolean(handledAt)] },
        });
        return (await submissionById(db, row.id))!;
      });
      return "status" in outcome ? reply.code(outcome.status).send(outcome.body) : sendRow(reply, outcome);
    },
  );

  typed.delete(
    "/api/desk/submissions/:id",
    { schema: { summary: "Enquiries and applications: delete one, with its résumé", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await immediately(db, async (db): Promise<SubmissionRow | Refusal> => {
        const row = await current(db, request, request.params.id);
        if ("status" in row) return row;
        await deleteSubmission(db, row.id);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "delete",
          kind: kind.name,
          itemId: row.id,
          changes: { kind: row.kind, createdAt: row.created_at },
        });
        return row;
      });
      if ("status" in outcome) return reply.code(outcome.status).send(outcome.body);
      // The résumé goes only once the row that named it is gone for good.
      if (outcome.resume_file) await removeAfterCommit(files, "resumes", [outcome.resume_file], request.log);
      return toRecord(outcome);
    },
  );

  typed.get(
    "/api/desk/submissions/:id/resume",
    { schema: { summary: "Enquiries and applications: one's résumé", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await submissionById(db, request.params.id);
      if (!row?.resume_file) return reply.code(404).send({ error: "This application has no résumé." });
      reply.header("Content-Disposition", `attachment; filename="${resumeName(row)}"`);
      const type = RESUME_TYPES[path.extname(row.resume_file).toLowerCase()] ?? "application/octet-stream";
      return sendFile(request, reply, files, "resumes", row.resume_file, type, "private, no-store");
    },
  );
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deleteSubmission, setSubmissionHandledAt, submissionById, type SubmissionRow } from "../db/submissions";
import { immediately } from "../db/transaction";
import type { Db } from "../db/open";
import { removeAfterCommit } from "../files/removeAfterCommit";
import { writeBody } from "@school/contract/desk/writeBody";
import { recordAudit } from "./audit";
import { checkedBody } from "./checkedBody";
import { preconditionRefusal, type Refusal } from "./conflict";
import { schoolDbOf, staffOf, type DeskContext } from "./context";
import { itemParams } from "./recordSchemas";
import { sendRow, SUBMISSION_GONE, SUBMISSIONS, toRecord, versionOfRow } from "./submissionRecords";

/** The row, unless it is gone or the change names another version of it. */
const current = async (db: Db, request: FastifyRequest, id: string): Promise<SubmissionRow | Refusal> => {
  const row = await submissionById(db, id);
  if (!row) return SUBMISSION_GONE;
  return (
    (await preconditionRefusal(db, request, {
      kind: SUBMISSIONS.name,
      id: row.id,
      version: versionOfRow(row),
      updatedAt: row.handled_at ?? row.created_at,
      button: true,
    })) ?? row
  );
};

/** An enquiry or application marked handled or not, or deleted with its résumé, each at the
 * version it was read. */
export async function submissionChangeRoutes(app: FastifyInstance, { files }: DeskContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.put(
    "/api/desk/submissions/:id",
    {
      ...checkedBody(app, SUBMISSIONS),
      schema: {
        summary: "Enquiries and applications: mark one handled or not",
        params: itemParams,
        body: writeBody({ ...SUBMISSIONS, schema: SUBMISSIONS.schema! }),
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
          kind: SUBMISSIONS.name,
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
          kind: SUBMISSIONS.name,
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
}

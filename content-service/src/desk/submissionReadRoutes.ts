import path from "path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { allSubmissionRows, submissionById } from "../db/submissions";
import { sendFile } from "../http/sendFile";
import { schoolDbOf, type DeskContext } from "./context";
import { sendList } from "./listQuery";
import { itemParams, listQuery } from "./recordSchemas";
import { RESUME_TYPES, resumeName, sendRow, SUBMISSION_GONE, SUBMISSIONS, toRecord } from "./submissionRecords";

/** The list of enquiries and applications, one, and an application's résumé. */
export async function submissionReadRoutes(app: FastifyInstance, { files }: DeskContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/desk/submissions",
    { schema: { summary: "Enquiries and applications: the list", querystring: listQuery } },
    async (request, reply) =>
      sendList(
        reply,
        SUBMISSIONS.name,
        request.query,
        (await allSubmissionRows(schoolDbOf(request))).map(toRecord),
        SUBMISSIONS,
      ),
  );

  typed.get(
    "/api/desk/submissions/:id",
    { schema: { summary: "Enquiries and applications: one", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await submissionById(db, request.params.id);
      return row ? sendRow(reply, row) : reply.code(404).send(SUBMISSION_GONE.body);
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

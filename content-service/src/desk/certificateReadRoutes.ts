import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { allCertificates, certificateById } from "../db/certificates";
import { sendFile } from "../http/sendFile";
import { CERTIFICATE_GONE, CERTIFICATES, sendRow, toRecord } from "./certificateRecords";
import { schoolDbOf, type DeskContext } from "./context";
import { sendList } from "./listQuery";
import { itemParams, listQuery } from "./recordSchemas";

/** The list of transfer certificates, one, and its scan (a pupil's record: never cached). */
export async function certificateReadRoutes(app: FastifyInstance, { files }: DeskContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/desk/certificates",
    { schema: { summary: "Transfer certificates: the list", querystring: listQuery } },
    async (request, reply) =>
      sendList(
        reply,
        CERTIFICATES.name,
        request.query,
        (await allCertificates(schoolDbOf(request))).map(toRecord),
        CERTIFICATES,
      ),
  );

  typed.get(
    "/api/desk/certificates/:id",
    { schema: { summary: "Transfer certificates: one", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await certificateById(db, request.params.id);
      return row ? sendRow(reply, row) : reply.code(404).send(CERTIFICATE_GONE.body);
    },
  );

  typed.get(
    "/api/desk/certificates/:id/image",
    { schema: { summary: "Transfer certificates: one's scan", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await certificateById(db, request.params.id);
      if (!row) return reply.code(404).send(CERTIFICATE_GONE.body);
      return sendFile(request, reply, files, "certificates", row.file, "image/jpeg", "private, no-store");
    },
  );
}

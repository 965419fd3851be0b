import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { certificateById, deleteCertificate, updateCertificate, type CertificateRow } from "../db/certificates";
import type { Db } from "../db/open";
import { immediately } from "../db/transaction";
import { removeAfterCommit } from "../files/removeAfterCommit";
import { writeBody } from "@school/contract/desk/writeBody";
import { changesBetween, recordAudit } from "./audit";
import { certificateFields } from "./certificateFields";
import { CERTIFICATE_GONE, CERTIFICATES, sendRow, toRecord, versionOfRow } from "./certificateRecords";
import { checkedBody } from "./checkedBody";
import { preconditionRefusal, type Refusal } from "./conflict";
import { schoolDbOf, staffOf, type DeskContext } from "./context";
import { itemParams } from "./recordSchemas";

/** The version a change names (If-Match), checked in the transaction that makes it. */
const precondition = (db: Db, request: FastifyRequest, before: CertificateRow) =>
  preconditionRefusal(db, request, {
    kind: CERTIFICATES.name,
    id: before.id,
    version: versionOfRow(before),
    updatedAt: before.updated_at ?? before.created_at,
  });

/** A certificate's fields or scan changed, or the certificate withdrawn; a scan no record names
 * any more goes once the change has committed. */
export async function certificateChangeRoutes(app: FastifyInstance, { files }: DeskContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const body = writeBody({ ...CERTIFICATES, schema: CERTIFICATES.schema! });
  const schemaChecks = checkedBody(app, CERTIFICATES);
  typed.put(
    "/api/desk/certificates/:id",
    { ...schemaChecks, schema: { summary: "Transfer certificates: change one", params: itemParams, body } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      let replaced: string | null = null;
      const outcome = await immediately(db, async (db): Promise<Refusal | CertificateRow> => {
        const before = await certificateById(db, request.params.id);
        if (!before) return CERTIFICATE_GONE;
        const refusal = await precondition(db, request, before);
        if (refusal) return refusal;
        const checked = await certificateFields(db, request.body, before);
        if ("status" in checked) return checked;
        const { admission, name, file } = checked;
        await updateCertificate(db, before.id, { admission, name, file }, new Date().toISOString());
        const changes = changesBetween({ admission: before.admission, name: before.name }, { admission, name });
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "update",
          kind: CERTIFICATES.name,
          itemId: before.id,
          changes: file === before.file ? changes : { ...changes, image: ["replaced", "replaced"] },
        });
        if (file !== before.file) replaced = before.file;
        return (await certificateById(db, before.id))!;
      });
      if ("status" in outcome) return reply.code(outcome.status).send(outcome.body);
      if (replaced) await removeAfterCommit(files, "certificates", [replaced], request.log);
      return sendRow(reply, outcome);
    },
  );

  typed.delete(
    "/api/desk/certificates/:id",
    { schema: { summary: "Transfer certificates: withdraw one", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await immediately(db, async (db): Promise<Refusal | CertificateRow> => {
        const before = await certificateById(db, request.params.id);
        if (!before) return CERTIFICATE_GONE;
        const refusal = await precondition(db, request, before);
        if (refusal) return refusal;
        await deleteCertificate(db, before.id);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "delete",
          kind: CERTIFICATES.name,
          itemId: before.id,
          changes: { admission: before.admission, name: before.name },
        });
        return before;
      });
      if ("status" in outcome) return reply.code(outcome.status).send(outcome.body);
      // The file goes only once the row that named it is gone for good.
      await removeAfterCommit(files, "certificates", [outcome.file], request.log);
      return toRecord(outcome);
    },
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { certificateById, insertDeskCertificate, type CertificateRow } from "../db/certificates";
import { immediately } from "../db/transaction";
import { randomName } from "../randomName";
import { writeBody } from "@school/contract/desk/writeBody";
import { recordAudit } from "./audit";
import { certificateFields } from "./certificateFields";
import { CERTIFICATES, sendRow } from "./certificateRecords";
import { checkedBody } from "./checkedBody";
import type { Refusal } from "./conflict";
import { schoolDbOf, staffOf } from "./context";

/** A new transfer certificate: its fields checked by the kind's schema, its scan a fresh upload. */
export async function certificateIssueRoute(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const body = writeBody({ ...CERTIFICATES, schema: CERTIFICATES.schema! });
  const schemaChecks = checkedBody(app, CERTIFICATES);
  typed.post(
    "/api/desk/certificates",
    { ...schemaChecks, schema: { summary: "Transfer certificates: issue one", body } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const id = randomName();
      const outcome = await immediately(db, async (db): Promise<Refusal | CertificateRow> => {
        const checked = await certificateFields(db, request.body);
        if ("status" in checked) return checked;
        const { admission, name, file } = checked;
        await insertDeskCertificate(db, { id, admission, name, file }, new Date().toISOString());
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "create",
          kind: CERTIFICATES.name,
          itemId: id,
          changes: { admission, name },
        });
        return (await certificateById(db, id))!;
      });
      return "status" in outcome ? reply.code(outcome.status).send(outcome.body) : sendRow(reply.code(201), outcome);
    },
  );
}

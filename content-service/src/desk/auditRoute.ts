import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listAudit } from "./audit";
import { schoolDbOf } from "./context";
import { sendList } from "./listQuery";
import { listQuery } from "./recordSchemas";

/** The audit log, for admins, newest first. */
export async function auditRoute(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/desk/audit",
    { schema: { summary: "The audit log", querystring: listQuery } },
    async (request, reply) =>
      sendList(reply, "audit", request.query, await listAudit(schoolDbOf(request)), {
        sort: { field: "id", order: "DESC" },
        search: ["actor", "kind", "itemId", "label", "partOfLabel", "action", "address"],
      }),
  );
}

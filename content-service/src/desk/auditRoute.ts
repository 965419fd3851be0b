import type { FastifyInstance } from "fastify";
import { listAudit } from "./audit";
import { schoolDbOf } from "./context";
import { sendList } from "./listQuery";

/** The audit log, for admins, newest first. */
export async function auditRoute(app: FastifyInstance) {
  app.get<{ Querystring: Record<string, unknown> }>("/api/desk/audit", async (request, reply) =>
    sendList(reply, "audit", request.query, await listAudit(schoolDbOf(request)), {
      sort: { field: "id", order: "DESC" },
      search: ["actor", "kind", "itemId", "label", "action", "address"],
    }),
  );
}

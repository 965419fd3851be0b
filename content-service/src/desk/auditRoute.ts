import type { FastifyInstance } from "fastify";
import { listAudit } from "./audit";
import type { DeskContext } from "./context";
import { applyListQuery, contentRange, parseListQuery } from "./listQuery";

/** The audit log, for admins, newest first. */
export function auditRoute(app: FastifyInstance, { db }: DeskContext) {
  app.get<{ Querystring: Record<string, unknown> }>("/api/desk/audit", async (request, reply) => {
    const query = parseListQuery(request.query, { field: "id", order: "DESC" });
    const { page, total } = applyListQuery(listAudit(db), query, ["actor", "kind", "itemId", "action"]);
    return reply.header("Content-Range", contentRange("audit", query.range, page.length, total)).header("X-Total-Count", total).send(page);
  });
}

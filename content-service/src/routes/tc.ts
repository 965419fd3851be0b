import type { FastifyInstance } from "fastify";
import type { Db } from "../db";
import { nameKey } from "../nameKey";

const EMPTY = "Please fill in all fields";

/** Transfer-certificate lookup: both fields must match a record. Rate-limited per client, so
 * admission numbers cannot be tried one after another. */
export function tcRoutes(app: FastifyInstance, db: Db, schoolCode: string, limit: { max: number; timeWindow: number }) {
  app.post<{ Params: { code: string }; Body: unknown }>(
    "/api/tc/:code",
    { config: { rateLimit: limit } },
    async (request, reply) => {
      if (request.params.code !== schoolCode) return reply.code(404).send({ error: "Unknown school code" });
      const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const name = typeof body.name === "string" ? body.name.trim() : "";
      const admission = typeof body.admission === "string" ? body.admission.trim() : "";
      if (!name || !admission) {
        return reply.code(400).send({ errors: { ...(name ? {} : { name: EMPTY }), ...(admission ? {} : { admission: EMPTY }) } });
      }
      const row = db.prepare("SELECT image FROM tc_records WHERE admission = ? AND name_key = ?").get(admission, nameKey(name)) as
        | { image: string }
        | undefined;
      return row ? reply.send({ data: row.image }) : reply.code(404).send({ error: "No transfer certificate matches that name and admission number" });
    },
  );
}

import type { FastifyInstance } from "fastify";

export const NUL_IN_ADDRESS = "The address holds the character NUL (%00), which no address here may hold.";

/** No name, id or path the service stores holds NUL, and PostgreSQL's text cannot: an address that
 * carries one is refused (400) before anything looks it up, the same on either database, instead
 * of failing inside a query. Bodies are the routes' own to check, field by field. */
export function refuseNul(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (/%00/.test(request.url)) return reply.code(400).send({ error: NUL_IN_ADDRESS });
  });
}

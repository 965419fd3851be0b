import type { FastifyInstance, FastifyRequest } from "fastify";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** A state-changing request that says it comes from a page of another site is refused before its
 * body is read: JSON or multipart, nothing is stored. Requests without Origin (not from a browser
 * page, which always sends it on POST) pass, as do the listed origins. */
export function originCheck(app: FastifyInstance, allowed: (origin: string, request: FastifyRequest) => boolean) {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed(origin, request)) return;
    request.log.info({ origin }, "refused a request from a foreign origin");
    return reply.code(403).send({ error: "This address does not accept requests from other websites." });
  });
}

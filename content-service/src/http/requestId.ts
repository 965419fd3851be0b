import { randomUUID } from "crypto";
import type { IncomingMessage } from "http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy or client may name a request by: nothing that could hold an address, a space or
 * a line break, and short enough for a log line. */
const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id (Fastify's genReqId): the proxy's X-Request-Id when it is sane, so that its
 * logs and ours name the request alike; otherwise a new one, the value sent never kept. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers["x-request-id"];
  return typeof sent === "string" && SANE.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, refusals and errors included, so that whoever reports a problem
 * can quote the id the log line carries. Registered before any hook that may answer early. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

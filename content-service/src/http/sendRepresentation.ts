import type { FastifyReply, FastifyRequest } from "fastify";
import { encodedBody, etagFor, negotiateEncoding, notModified, type Representation } from "./representation";

/** Sends a cached answer the way a CDN can keep it: a strong ETag, 304 on a match, compressed
 * when the client accepts it, and a short max-age so a CDN revalidates rather than refetches. */
export function sendRepresentation(request: FastifyRequest, reply: FastifyReply, rep: Representation, cacheControl: string) {
  const encoding = negotiateEncoding(request.headers["accept-encoding"], rep.body.length);
  reply
    .header("Content-Type", rep.type)
    .header("Cache-Control", cacheControl)
    .header("Vary", "Accept-Encoding")
    .header("ETag", etagFor(rep, encoding));
  if (notModified(request.headers["if-none-match"], rep)) return reply.code(304).send();
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.send(encoding ? encodedBody(rep, encoding) : rep.body);
}

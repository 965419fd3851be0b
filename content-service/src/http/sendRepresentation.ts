import type { FastifyReply, FastifyRequest } from "fastify";
import vary from "vary";
import { encodedBody, etagFor, negotiateEncoding, notModified, type Representation } from "./representation";

/** Sends a cached answer the way browsers and a CDN can revalidate it: a strong ETag, 304 on a
 * match, compressed when the client accepts it, under the Cache-Control the route gives. */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  cacheControl: string,
) {
  const encoding = negotiateEncoding(request.headers["accept-encoding"], rep.body.length);
  reply.header("Content-Type", rep.type).header("Cache-Control", cacheControl).header("ETag", etagFor(rep, encoding));
  // Added to what is there: the CORS plugin has already set Origin on answers to the site's
  // origins, and a cache that lost it would hand one origin's Access-Control-Allow-Origin to another.
  reply.header("Vary", vary.append(String(reply.getHeader("vary") ?? ""), "Accept-Encoding"));
  if (notModified(request.headers["if-none-match"], rep)) return reply.code(304).send();
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.send(encoding ? encodedBody(rep, encoding) : rep.body);
}

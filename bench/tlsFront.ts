import Fastify from "fastify";
import fastifyHttpProxy from "@fastify/http-proxy";
import type { Certificate } from "./certificate";

/** HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) in front of a plain HTTP server on this
 * machine, as the CDN stands in front of the site and nginx in front of the content service in
 * production. Requests and answers pass unchanged: compressed bodies stay compressed. */
export async function tlsFront(upstream: string, certificate: Certificate) {
  const front = Fastify({ http2: true, https: { allowHTTP1: true, ...certificate } });
  await front.register(fastifyHttpProxy, {
    upstream,
    http2: false,
    // As nginx says it to the service (which trusts the loopback front): the visitor came over HTTPS.
    replyOptions: { rewriteRequestHeaders: (_request, headers) => ({ ...headers, "x-forwarded-proto": "https" }) },
  });
  return front;
}

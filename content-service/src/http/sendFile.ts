import { createReadStream, statSync } from "fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ifNoneMatchHits } from "./preconditions";

/** Streams a stored file with its type, caching rule and a validator. */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  type: string,
  cacheControl: string,
) {
  let size: number;
  let mtime: number;
  try {
    ({ size, mtimeMs: mtime } = statSync(file));
  } catch {
    return reply.code(404).send({ error: "No such file" });
  }
  const etag = `"${size.toString(16)}-${Math.floor(mtime).toString(16)}"`;
  reply.header("Cache-Control", cacheControl).header("Content-Type", type);
  if (!cacheControl.includes("no-store")) {
    reply.header("ETag", etag);
    if (ifNoneMatchHits(request.headers["if-none-match"], [etag])) return reply.code(304).send();
  }
  return reply.header("Content-Length", size).send(createReadStream(file));
}

import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileArea, FileStore } from "../files/fileStore";
import { ifNoneMatchHits } from "./preconditions";

/** Streams a stored file (from the data folder or the bucket) with its type, caching rule and a
 * validator. A store that cannot be read throws FilesUnavailable, which the service answers 503. */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  area: FileArea,
  name: string,
  type: string,
  cacheControl: string,
) {
  const file = await files.open(area, name);
  if (!file) return reply.code(404).send({ error: "No such file" });
  const etag = `"${file.size.toString(16)}-${Math.floor(file.modifiedMs).toString(16)}"`;
  reply.header("Cache-Control", cacheControl).header("Content-Type", type);
  if (!cacheControl.includes("no-store")) {
    reply.header("ETag", etag);
    if (ifNoneMatchHits(request.headers["if-none-match"], [etag])) {
      file.body.destroy();
      return reply.code(304).send();
    }
  }
  return reply.header("Content-Length", file.size).send(file.body);
}

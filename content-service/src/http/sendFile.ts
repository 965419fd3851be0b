import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileArea, FileFacts, FileStore } from "../files/fileStore";
import { ifNoneMatchHits } from "./preconditions";

const etagOf = ({ size, modifiedMs }: FileFacts) => `"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`;

/** Streams a stored file (from the data folder or the bucket) with its type, caching rule and a
 * validator. A revalidation is answered from the file's facts alone, without reading its bytes. A
 * store that cannot be read throws FilesUnavailable, which the service answers 503. */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  area: FileArea,
  name: string,
  type: string,
  cacheControl: string,
) {
  const cacheable = !cacheControl.includes("no-store");
  const asked = request.headers["if-none-match"];
  if (cacheable && asked) {
    const facts = await files.stat(area, name);
    if (facts && ifNoneMatchHits(asked, [etagOf(facts)]))
      return reply
        .code(304)
        .headers({ "Cache-Control": cacheControl, "Content-Type": type, ETag: etagOf(facts) })
        .send();
  }
  const file = await files.open(area, name);
  if (!file) return reply.code(404).send({ error: "No such file" });
  reply.header("Cache-Control", cacheControl).header("Content-Type", type);
  if (cacheable) reply.header("ETag", etagOf(file));
  return reply.header("Content-Length", file.size).send(file.body);
}

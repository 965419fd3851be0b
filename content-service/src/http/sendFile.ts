import type { FastifyReply, FastifyRequest } from "fastify";
import fresh from "fresh";
import type { FileArea, FileFacts, FileStore } from "../files/fileStore";

/** The validators @fastify/static gives a file on disk (its weak ETag of size and time, and
 * Last-Modified, of its time to the millisecond as Node rounds it), given alike to a file in the
 * bucket. */
const validatorsOf = ({ size, modifiedMs }: FileFacts) => ({
  etag: `W/"${size.toString(16)}-${Math.round(modifiedMs).toString(16)}"`,
  "last-modified": new Date(modifiedMs).toUTCString(),
});

/** Whether the client's copy is current. A request's `Cache-Control: no-cache` is addressed to the
 * caches on the way (RFC 9111 §5.2.1.4), and fetch() adds it to every conditional request: the
 * service answers the conditions all the same, as it does for its JSON answers. */
const unchanged = (request: FastifyRequest, facts: FileFacts) =>
  fresh({ ...request.headers, "cache-control": undefined }, validatorsOf(facts));

/** Sends a stored file with its type, caching rule and, unless nothing may keep it, validators; a
 * revalidation is answered from the file's facts alone, without reading its bytes. A file on disk
 * goes through @fastify/static, which sends a Range asked for; one in the bucket is streamed whole.
 * A store that cannot be read throws FilesUnavailable, which the service answers 503. */
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
  const headers = { "cache-control": cacheControl, "content-type": type };
  const local = files.onDisk?.(area, name);
  if (local || (cacheable && (request.headers["if-none-match"] || request.headers["if-modified-since"]))) {
    const facts = await files.stat(area, name);
    if (!facts) return reply.code(404).send({ error: "No such file" });
    if (cacheable && unchanged(request, facts))
      return reply
        .code(304)
        .headers({ ...headers, ...validatorsOf(facts) })
        .send();
  }
  if (local)
    return reply.headers(headers).sendFile(local.file, local.root, {
      cacheControl: false,
      contentType: false,
      etag: cacheable,
      lastModified: cacheable,
    });
  const file = await files.open(area, name);
  if (!file) return reply.code(404).send({ error: "No such file" });
  if (cacheable) reply.headers(validatorsOf(file));
  return reply.headers(headers).header("content-length", file.size).send(file.body);
}

import { createReadStream, statSync } from "fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db";
import { resolveMediaPath } from "../media";

function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string, cacheControl: string) {
  const stat = statSync(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply.header("ETag", etag).header("Cache-Control", cacheControl).header("Content-Type", type);
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.header("Content-Length", stat.size).send(createReadStream(file));
}

/** Attachments by id (immutable) and stored files by path, from the media store only. */
export function imageRoutes(app: FastifyInstance, db: Db, mediaDir: string) {
  app.get<{ Params: { id: string } }>("/api/image/:id", async (request, reply) => {
    const row = db.prepare("SELECT file, type FROM media WHERE id = ?").get(request.params.id) as { file: string; type: string } | undefined;
    const found = row ? resolveMediaPath(mediaDir, row.file) : null;
    if (!row || !found) return reply.code(404).send({ error: "No such attachment" });
    return sendFile(request, reply, found.file, row.type, "public, max-age=31536000, immutable");
  });

  app.get<{ Querystring: { url?: string } }>("/api/image", async (request, reply) => {
    const url = request.query.url;
    if (typeof url !== "string" || !url) return reply.code(400).send({ error: "The url parameter is required" });
    const found = resolveMediaPath(mediaDir, url);
    if (!found) return reply.code(404).send({ error: "No such file" });
    return sendFile(request, reply, found.file, found.type, "public, max-age=86400");
  });

}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { ingestUpload, UploadRefused } from "../media/ingest";
import { mediaInfo, storeUpload } from "../media/store";
import { recordAudit } from "./audit";
import { staffOf, type DeskContext } from "./context";
import { UPLOAD_LIMITS } from "./kinds";

/** The one file of a multipart upload (field `file`), read up to `maxBytes`. */
export async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new UploadRefused(400, "Send the file as multipart/form-data in the field file.");
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type === "file" && part.fieldname === "file") file = { name: part.filename ?? "", bytes: await part.toBuffer() };
      else if (part.type === "file") await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new UploadRefused(413, "The file is too large: photos up to 15 MB, PDFs up to 10 MB.");
    throw new UploadRefused(400, "The upload could not be read. Try again.");
  }
  if (!file) throw new UploadRefused(400, "Choose a file to upload.");
  return file;
}

/** Uploads: each file is told by its bytes, re-encoded, stored under a random name, and answered
 * with the attachment id the records refer to. The audit log records who sent which id, of what
 * type and size: an upload is a write even before an item uses it. */
export function mediaRoutes(app: FastifyInstance, { db, dataDir }: DeskContext) {
  app.post("/api/desk/media", async (request, reply) => {
    try {
      const upload = await readOneFile(request, Math.max(UPLOAD_LIMITS.imageBytes, UPLOAD_LIMITS.pdfBytes));
      const ingested = await ingestUpload(upload.bytes);
      const stored = db.transaction(() => {
        const media = storeUpload(db, dataDir, ingested, upload.name);
        recordAudit(db, { actor: staffOf(request).email, action: "upload", kind: "media", itemId: media.id, changes: { type: media.type, bytes: media.bytes } });
        return media;
      })();
      return reply.code(201).send(stored);
    } catch (error) {
      if (error instanceof UploadRefused) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });

  app.get<{ Params: { id: string } }>("/api/desk/media/:id", async (request, reply) => {
    return mediaInfo(db, request.params.id) ?? reply.code(404).send({ error: "No such file." });
  });
}

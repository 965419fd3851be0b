import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { fileKind, SNIFF_BYTES } from "@school/contract/desk/fileKind";
import { ingestUpload, UploadRefused } from "../media/ingest";
import { displayName, mediaInfo, storeUpload } from "../media/store";
import { limitFor, UPLOAD_MAX_BYTES } from "@school/contract/desk/uploadLimits";
import type { AttachmentKind } from "@school/contract/desk/kinds";
import { tooLarge } from "@school/contract/desk/uploadMessages";
import { recordAudit } from "./audit";
import { schoolDbOf, staffOf, type DeskContext } from "./context";
import { itemParams } from "./recordSchemas";

/** Multipart's boundaries and part headers: well under this, even with a long file name. */
const MULTIPART_OVERHEAD = 4096;

/** The size of a file cut off at the limit, from the request's length: its tail was never read. */
function sizeOfRefused(request: FastifyRequest): number | undefined {
  const length = Number(request.headers["content-length"]);
  return Number.isFinite(length) && length > MULTIPART_OVERHEAD ? length - MULTIPART_OVERHEAD : undefined;
}

/** The one file of a multipart upload (field `file`), read up to `maxBytes`. A larger file is
 * refused naming it, its size, and the limit of its kind (photo or PDF, by its first bytes). */
export async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new UploadRefused(400, "Send the file as multipart/form-data in the field file.");
  let file: { name: string; bytes: Buffer } | null = null;
  let cutOff: { name: string; head: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file") {
        await part.toBuffer();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      const name = part.filename ? displayName(part.filename) : "The file";
      if (part.file.truncated) cutOff = { name, head: Buffer.concat(chunks.slice(0, 4)).subarray(0, SNIFF_BYTES) };
      else file = { name, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE" || !cutOff)
      throw new UploadRefused(400, "The upload could not be read. Try again.");
  }
  if (cutOff) {
    const isPdf = fileKind(cutOff.head) === "pdf";
    throw new UploadRefused(
      413,
      tooLarge(cutOff.name, isPdf, sizeOfRefused(request), Math.min(maxBytes, limitFor(isPdf))),
    );
  }
  if (!file) throw new UploadRefused(400, "Choose a file to upload.");
  return file;
}

const ACCEPTS = new Set<AttachmentKind>(["image", "pdf", "any"]);
const ACCEPTS_REFUSED = "accepts must be image, pdf or any.";
const uploadQuery = z.object({
  accepts: z.optional(
    z.string({ error: ACCEPTS_REFUSED }).check(z.meta({ description: "image, pdf or any (the default)" })),
  ),
});

/** Uploads: each file is told by its bytes, re-encoded, stored under a random name, and answered
 * with the attachment id the records refer to. `?accepts=image` (or `pdf`) names what the field
 * takes, so that a file of the other kind is refused before it is stored. The audit log records
 * who sent which id, of what type and size: an upload is a write even before an item uses it. */
export async function mediaRoutes(untyped: FastifyInstance, { files }: DeskContext) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const upload = { summary: "Upload a photo or PDF", querystring: uploadQuery };
  app.post("/api/desk/media", { schema: upload }, async (request, reply) => {
    const db = schoolDbOf(request);
    try {
      const accepts = (request.query.accepts ?? "any") as AttachmentKind;
      if (!ACCEPTS.has(accepts)) throw new UploadRefused(400, ACCEPTS_REFUSED);
      const upload = await readOneFile(request, UPLOAD_MAX_BYTES);
      const ingested = await ingestUpload(upload.bytes, upload.name, accepts);
      const stored = await storeUpload(db, files, ingested, upload.name, (db, media) =>
        recordAudit(db, {
          actor: staffOf(request).email,
          action: "upload",
          kind: "media",
          itemId: media.id,
          changes: { type: media.type, bytes: media.bytes },
        }),
      );
      return reply.code(201).send(stored);
    } catch (error) {
      if (error instanceof UploadRefused)
        return reply
          .code(error.status)
          .headers(error.status === 503 ? { "Retry-After": "60" } : {})
          .send({ error: error.message });
      throw error;
    }
  });

  const one = { summary: "An upload's facts", params: itemParams };
  app.get("/api/desk/media/:id", { schema: one }, async (request, reply) => {
    const db = schoolDbOf(request);
    return (await mediaInfo(db, request.params.id)) ?? reply.code(404).send({ error: "No such file." });
  });
}

import type { FastifyInstance } from "fastify";
import { insertCertificateUpload } from "../db/certificates";
import { inTransaction } from "../db/transaction";
import { ingestImage, UploadRefused } from "../media/ingest";
import { randomName } from "../randomName";
import { PHOTO_MAX_BYTES } from "@school/contract/desk/uploadLimits";
import { recordAudit } from "./audit";
import { removeStaleCertificateUploads } from "./certificateUploads";
import { schoolDbOf, staffOf, type DeskContext } from "./context";
import { readOneFile } from "./mediaRoutes";

/** A certificate is downloaded as tc.jpg, so it is kept as a JPEG, large enough to read. */
const CERTIFICATE_MAX_SIDE = 2400;

/** A certificate's scan, uploaded before the record that names it: kept pending until a record
 * takes it (certificateUploads.ts). */
export async function certificateImageRoute(app: FastifyInstance, { files }: DeskContext) {
  app.post(
    "/api/desk/certificate-images",
    { schema: { summary: "Upload a certificate's scan (multipart, field file)" } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      try {
        const upload = await readOneFile(request, PHOTO_MAX_BYTES);
        const image = await ingestImage(upload.bytes, CERTIFICATE_MAX_SIDE, []);
        if (image.type !== "image/jpeg")
          throw new UploadRefused(400, "Upload the certificate as a photo or scan without transparency (JPEG).");
        await removeStaleCertificateUploads(db, files);
        const id = randomName();
        const file = `${randomName()}.jpg`;
        // Stored whole, made final once its row has committed (files/fileStore.ts).
        await files.put("certificates", file, image.bytes);
        try {
          await inTransaction(db, async (db) => {
            await insertCertificateUpload(db, id, file, Date.now());
            await recordAudit(db, {
              actor: staffOf(request).email,
              action: "upload",
              kind: "certificate-images",
              itemId: id,
              changes: { type: image.type, bytes: image.bytes.length },
            });
          });
        } catch (error) {
          // A store that fails to discard too leaves it to the sweep of files no row names.
          await files.discard("certificates", file).catch(() => undefined);
          throw error;
        }
        await files.commit("certificates", file);
        return reply.code(201).send({ id });
      } catch (error) {
        if (error instanceof UploadRefused)
          return reply
            .code(error.status)
            .headers(error.status === 503 ? { "Retry-After": "60" } : {})
            .send({ error: error.message });
        throw error;
      }
    },
  );
}

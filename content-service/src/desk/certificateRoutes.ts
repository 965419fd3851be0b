import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allCertificates,
  certificateById,
  certificateExists,
  deleteCertificate,
  insertCertificateUpload,
  insertDeskCertificate,
  takeCertificateUpload,
  updateCertificate,
  type CertificateRow,
} from "../db/certificates";
import { immediately, inTransaction } from "../db/transaction";
import type { Db } from "../db/open";
import { removeAfterCommit } from "../files/removeAfterCommit";
import { etagOf, versionOf } from "../http/entityTag";
import { sendFile } from "../http/sendFile";
import { ingestImage, UploadRefused } from "../media/ingest";
import { randomName } from "../randomName";
import { changesBetween, recordAudit } from "./audit";
import { preconditionRefusal, type Refusal } from "./conflict";
import { CERTIFICATE_UPLOAD_TTL_MS, removeStaleCertificateUploads } from "./certificateUploads";
import { INVALID, schoolDbOf, staffOf, type DeskContext } from "./context";
import { deskKind } from "@school/contract/desk/kinds";
import { writeBody } from "@school/contract/desk/writeBody";
import { PHOTO_MAX_BYTES } from "@school/contract/desk/uploadLimits";
import { sendList } from "./listQuery";
import { readOneFile } from "./mediaRoutes";
import { checkedBody } from "./checkedBody";
import { itemParams, listQuery } from "./recordSchemas";

/** A certificate is downloaded as tc.jpg, so it is kept as a JPEG, large enough to read. */
const CERTIFICATE_MAX_SIDE = 2400;

const versionOfRow = (row: CertificateRow) =>
  versionOf(row.admission, row.name, row.file, row.created_at, row.updated_at);

const toRecord = (row: CertificateRow) => ({
  id: row.id,
  admission: row.admission,
  name: row.name,
  image: row.id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  origin: row.origin,
  publicPath: "/student-tc",
  version: versionOfRow(row),
});

const sendRow = (reply: FastifyReply, row: CertificateRow) =>
  reply.header("ETag", etagOf(versionOfRow(row))).send(toRecord(row));

/** Transfer-certificate records, for admins: the lookup of /student-tc finds them. Their images are
 * pupils' records, kept in the private folder and shown only to a signed-in admin. */
export async function certificateRoutes(app: FastifyInstance, { files }: DeskContext) {
  const kind = deskKind("certificates")!;
  const gone: Refusal = { status: 404, body: { error: "This certificate does not exist (any more)." } };

  /** The file of a fresh upload, taken out of the pending list; null when there is none. */
  const takeUpload = (db: Db, id: string) => takeCertificateUpload(db, id, Date.now() - CERTIFICATE_UPLOAD_TTL_MS);

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

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const body = writeBody({ ...kind, schema: kind.schema! });
  const schemaChecks = checkedBody(app, kind);

  typed.get(
    "/api/desk/certificates",
    { schema: { summary: "Transfer certificates: the list", querystring: listQuery } },
    async (request, reply) =>
      sendList(reply, kind.name, request.query, (await allCertificates(schoolDbOf(request))).map(toRecord), kind),
  );

  typed.get(
    "/api/desk/certificates/:id",
    { schema: { summary: "Transfer certificates: one", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await certificateById(db, request.params.id);
      return row ? sendRow(reply, row) : reply.code(404).send(gone.body);
    },
  );

  typed.get(
    "/api/desk/certificates/:id/image",
    { schema: { summary: "Transfer certificates: one's scan", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await certificateById(db, request.params.id);
      if (!row) return reply.code(404).send(gone.body);
      return sendFile(request, reply, files, "certificates", row.file, "image/jpeg", "private, no-store");
    },
  );

  /** The fields of a body the schema took, with the file of its image: the one it has, or a fresh
   * upload (taken out of the pending list, in the caller's transaction). */
  const check = async (
    db: Db,
    value: Record<string, unknown>,
    before?: CertificateRow,
  ): Promise<{ admission: string; name: string; file: string } | Refusal> => {
    const { admission, name, image } = value as { admission: string; name: string; image: string };
    if (await certificateExists(db, admission, name, before?.id))
      return {
        status: 400,
        body: {
          message: INVALID,
          errors: { admission: "A certificate for this admission number and name exists already." },
        },
      };
    const file = before && image === before.id ? before.file : await takeUpload(db, image);
    if (!file)
      return {
        status: 400,
        body: { message: INVALID, errors: { image: "Upload the certificate again: the upload was not found." } },
      };
    return { admission, name, file };
  };

  typed.post(
    "/api/desk/certificates",
    { ...schemaChecks, schema: { summary: "Transfer certificates: issue one", body } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const id = randomName();
      const outcome = await immediately(db, async (db): Promise<Refusal | CertificateRow> => {
        const checked = await check(db, request.body);
        if ("status" in checked) return checked;
        const { admission, name, file } = checked;
        await insertDeskCertificate(db, { id, admission, name, file }, new Date().toISOString());
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "create",
          kind: kind.name,
          itemId: id,
          changes: { admission, name },
        });
        return (await certificateById(db, id))!;
      });
      return "status" in outcome ? reply.code(outcome.status).send(outcome.body) : sendRow(reply.code(201), outcome);
    },
  );

  typed.put(
    "/api/desk/certificates/:id",
    { ...schemaChecks, schema: { summary: "Transfer certificates: change one", params: itemParams, body } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      let replaced: string | null = null;
      const outcome = await immediately(db, async (db): Promise<Refusal | CertificateRow> => {
        const before = await certificateById(db, request.params.id);
        if (!before) return gone;
        const refusal = await preconditionRefusal(db, request, {
          kind: kind.name,
          id: before.id,
          version: versionOfRow(before),
          updatedAt: before.updated_at ?? before.created_at,
        });
        if (refusal) return refusal;
        const checked = await check(db, request.body, before);
        if ("status" in checked) return checked;
        const { admission, name, file } = checked;
        await updateCertificate(db, before.id, { admission, name, file }, new Date().toISOString());
        const changes = changesBetween({ admission: before.admission, name: before.name }, { admission, name });
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "update",
          kind: kind.name,
          itemId: before.id,
          changes: file === before.file ? changes : { ...changes, image: ["replaced", "replaced"] },
        });
        if (file !== before.file) replaced = before.file;
        return (await certificateById(db, before.id))!;
      });
      if ("status" in outcome) return reply.code(outcome.status).send(outcome.body);
      if (replaced) await removeAfterCommit(files, "certificates", [replaced], request.log);
      return sendRow(reply, outcome);
    },
  );

  typed.delete(
    "/api/desk/certificates/:id",
    { schema: { summary: "Transfer certificates: withdraw one", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await immediately(db, async (db): Promise<Refusal | CertificateRow> => {
        const before = await certificateById(db, request.params.id);
        if (!before) return gone;
        const refusal = await preconditionRefusal(db, request, {
          kind: kind.name,
          id: before.id,
          version: versionOfRow(before),
          updatedAt: before.updated_at ?? before.created_at,
        });
        if (refusal) return refusal;
        await deleteCertificate(db, before.id);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "delete",
          kind: kind.name,
          itemId: before.id,
          changes: { admission: before.admission, name: before.name },
        });
        return before;
      });
      if ("status" in outcome) return reply.code(outcome.status).send(outcome.body);
      // The file goes only once the row that named it is gone for good.
      await removeAfterCommit(files, "certificates", [outcome.file], request.log);
      return toRecord(outcome);
    },
  );
}

import { certificateExists, takeCertificateUpload, type CertificateRow } from "../db/certificates";
import type { Db } from "../db/open";
import type { Refusal } from "./conflict";
import { CERTIFICATE_UPLOAD_TTL_MS } from "./certificateUploads";
import { INVALID } from "./context";

/** The fields of a body the schema took, with the file of its image: the one it has, or a fresh
 * upload (taken out of the pending list, in the caller's transaction). */
export async function certificateFields(
  db: Db,
  value: Record<string, unknown>,
  before?: CertificateRow,
): Promise<{ admission: string; name: string; file: string } | Refusal> {
  const { admission, name, image } = value as { admission: string; name: string; image: string };
  if (await certificateExists(db, admission, name, before?.id))
    return {
      status: 400,
      body: {
        message: INVALID,
        errors: { admission: "A certificate for this admission number and name exists already." },
      },
    };
  const file =
    before && image === before.id
      ? before.file
      : await takeCertificateUpload(db, image, Date.now() - CERTIFICATE_UPLOAD_TTL_MS);
  if (!file)
    return {
      status: 400,
      body: { message: INVALID, errors: { image: "Upload the certificate again: the upload was not found." } },
    };
  return { admission, name, file };
}

/** Which fields of a kind hold uploaded files, what they accept, and where their files are sent. */
import { UPLOAD_LIMITS, type AttachmentKind, type DeskKind } from "../../../src/desk/kinds";
import { PHOTO_MAX_BYTES } from "../../../src/media/uploadLimits";
import { maxEntries } from "./schemaFacts";

export const MEDIA_ENDPOINT = "/api/desk/media";
/** Certificates are pupils' records: stored privately, apart from published media. */
export const CERTIFICATE_IMAGE_ENDPOINT = "/api/desk/certificate-images";

export interface UploadField {
  source: string;
  accepts: AttachmentKind;
  /** How many files the field may hold (1: the input takes one file). */
  max: number;
  /** Stored as a list of ids (every published attachment field), or as one id (a certificate). */
  list: boolean;
  /** Where its files are sent. A published field names what it takes (`?accepts=image`), so that
   * the service refuses a file of the other kind before storing it. */
  endpoint: string;
  /** The largest photo it takes: certificate scans keep the private store's own limit. */
  photoLimit: number;
}

const mediaEndpoint = (accepts: AttachmentKind) =>
  accepts === "any" ? MEDIA_ENDPOINT : `${MEDIA_ENDPOINT}?accepts=${accepts}`;

export function uploadFieldsOf(kind: DeskKind): UploadField[] {
  if (kind.name === "certificates")
    return [
      {
        source: "image",
        accepts: "image",
        max: 1,
        list: false,
        endpoint: CERTIFICATE_IMAGE_ENDPOINT,
        photoLimit: UPLOAD_LIMITS.imageBytes,
      },
    ];
  return Object.entries(kind.attachments).map(([source, accepts]) => ({
    source,
    accepts,
    max: maxEntries(kind, source) ?? Infinity,
    list: true,
    endpoint: mediaEndpoint(accepts),
    photoLimit: PHOTO_MAX_BYTES,
  }));
}

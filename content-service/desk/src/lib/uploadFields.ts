/** Which fields of a kind hold uploaded files, what they accept, and where their files are sent. */
import { type AttachmentKind, type DeskKind } from "@school/contract/desk/kinds";
import { screenOf } from "../kindScreens";
import { maxEntries } from "./schemaFacts";

export const MEDIA_ENDPOINT = "/api/desk/media";
/** The private store of a kind that keeps its files apart (its screen's `uploads`). */
export { CERTIFICATE_IMAGE_ENDPOINT } from "../resources/certificates/certificatesScreen";

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
}

const mediaEndpoint = (accepts: AttachmentKind) =>
  accepts === "any" ? MEDIA_ENDPOINT : `${MEDIA_ENDPOINT}?accepts=${accepts}`;

/** A kind's own upload fields when its screen states them (a certificate's private scan), otherwise its
 * published attachment lists. */
export function uploadFieldsOf(kind: DeskKind): UploadField[] {
  const own = screenOf(kind.name).uploads;
  if (own) return own.map((field) => ({ ...field }));
  return Object.entries(kind.attachments).map(([source, accepts]) => ({
    source,
    accepts,
    max: maxEntries(kind, source) ?? Infinity,
    list: true,
    endpoint: mediaEndpoint(accepts),
  }));
}

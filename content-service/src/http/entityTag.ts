import { createHash } from "crypto";

/** A stored item's version: a hash of what is stored and when it was last written, so that any
 * change, by the desk or by another process, gives a new one. Sent as the ETag `"<version>"`. */
export function versionOf(...parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 22);
}

export const etagOf = (version: string) => `"${version}"`;

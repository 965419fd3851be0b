import { negotiate } from "@fastify/accept-negotiator";
import { createHash } from "crypto";
import fresh from "fresh";
import { brotliCompressSync, constants, gzipSync } from "zlib";

/** One answer, serialised once, with its type, its strong validator and compressed forms made on
 * first demand. A compressed form is a different representation, so its ETag carries a suffix. */
export interface Representation {
  body: Buffer;
  type: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz" };

/** A JSON answer, or text of another type (a feed). */
export function representation(value: unknown, type = "application/json; charset=utf-8"): Representation {
  const body = Buffer.from(type.startsWith("application/json") ? JSON.stringify(value) : String(value));
  return { body, type, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`, encoded: {} };
}

/** Compressing small answers costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/** The encoding to answer with, from Accept-Encoding (q-values honoured; br preferred on a tie). */
export function negotiateEncoding(acceptEncoding: string | undefined, bytes: number): Encoding | null {
  if (!acceptEncoding || bytes < MIN_COMPRESS_BYTES) return null;
  return negotiate(acceptEncoding.toLowerCase(), ["br", "gzip"]) as Encoding | null;
}

export function encodedBody(rep: Representation, encoding: Encoding): Buffer {
  rep.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(rep.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(rep.body, { level: 6 });
  return rep.encoded[encoding] as Buffer;
}

export const etagFor = (rep: Representation, encoding: Encoding | null) =>
  encoding ? `${rep.etag.slice(0, -1)}${SUFFIX[encoding]}"` : rep.etag;

/** If-None-Match against an answer's validators: a validator of the same answer in another
 * encoding matches too, as weak comparison allows (the bytes differ, the content does not). */
export function notModified(ifNoneMatch: string | undefined, rep: Representation): boolean {
  const request = { "if-none-match": ifNoneMatch };
  return [rep.etag, etagFor(rep, "br"), etagFor(rep, "gzip")].some((etag) => fresh(request, { etag }));
}

import { createHash } from "crypto";
import { brotliCompressSync, constants, gzipSync } from "zlib";
import { ifNoneMatchHits } from "./preconditions";

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
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const quality = (name: Encoding) => q.get(name) ?? q.get("*") ?? 0;
  const best = (["br", "gzip"] as const).filter((name) => quality(name) > 0).sort((a, b) => quality(b) - quality(a))[0];
  return best ?? null;
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
  return ifNoneMatchHits(ifNoneMatch, [rep.etag, etagFor(rep, "br"), etagFor(rep, "gzip")]);
}

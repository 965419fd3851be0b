/**
 * What a client sends to write an item of a kind: the kind's fields and no others. The write API
 * checks a body with this schema before its handler runs, and the desk's forms with the same one.
 */
import * as z from "zod/mini";
import type { DeskKind, WriteSchema } from "./kinds";

/** Fields a desk record carries besides its schema's (GET answers them); a body may send them back
 * and they are ignored. The desk leaves them out of what it sends. */
const RECORD_ONLY = new Set(["id", "createdAt", "updatedAt", "origin", "publicPath", "version"]);

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of a body the schema reads: the record's own fields dropped, and null read as no
 * value (the schema's default, or its "Enter …" message; the desk's forms hold undefined there). */
export function sentFields(body: unknown): unknown {
  if (!isObject(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([field, value]) => value !== null && value !== undefined && !RECORD_ONLY.has(field)),
  );
}

const strict = new WeakMap<WriteSchema, WriteSchema>();

/** The kind's schema, refusing any field it does not have. */
export function writeBody(kind: DeskKind & { schema: WriteSchema }): WriteSchema {
  const known = strict.get(kind.schema) ?? z.catchall(kind.schema, z.never());
  strict.set(kind.schema, known);
  return known;
}

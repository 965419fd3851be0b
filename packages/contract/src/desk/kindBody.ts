/**
 * A kind's body as JSON Schema states it (zod's toJSONSchema of the kind's write schema, as the API's
 * description publishes it): each field's type, which fields must be sent, and how many entries a list
 * may hold. The answers to a refused body (bodyErrors.ts) and the desk's forms read it, so that a field added to
 * a schema is covered without a word elsewhere.
 */
import * as z from "zod/mini";
import type { DeskKind, WriteSchema } from "./kinds";

export interface FieldSchema {
  type?: string;
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
}

export interface BodySchema {
  type: "object";
  properties: Record<string, FieldSchema>;
  required?: string[];
}

const read = new WeakMap<WriteSchema, BodySchema>();

/** What a client may send (`io: "input"`): a field with a default may be left out. */
function bodySchemaOf(schema: WriteSchema): BodySchema {
  const { $schema: _, ...body } = z.toJSONSchema(schema, { target: "draft-07", io: "input" });
  return body as BodySchema;
}

export function kindBody(kind: DeskKind): BodySchema {
  if (!kind.schema) return { type: "object", properties: {} };
  const known = read.get(kind.schema) ?? bodySchemaOf(kind.schema);
  read.set(kind.schema, known);
  return known;
}

/**
 * What the public lists and items answer, for the API's description only: they are sent as the
 * cached, pre-serialised bytes (contentCache.ts, sendRepresentation.ts), so no serializer could
 * check them without serialising each answer again. An item is the fields the desk writes (its
 * kind's write schema in the contract) under its `_id`.
 */
import * as z from "zod/mini";
import { DESK_KINDS } from "@school/contract/desk/kinds";
import type { JsonSchema } from "./yupJsonSchema";

/** A stored item of an entity kind, as JSON Schema. */
export function storedItem(entity: string): JsonSchema {
  const kind = DESK_KINDS.find((candidate) => candidate.entity === entity && candidate.schema);
  const fields = kind?.schema ? z.toJSONSchema(kind.schema, { io: "input", unrepresentable: "any" }) : {};
  const properties = (fields as { properties?: Record<string, unknown> }).properties ?? {};
  return {
    type: "object",
    properties: { _id: { type: "string", description: "The item's id" }, ...properties },
    required: ["_id"],
  };
}

/** The answers a route describes (route config `answer`), as OpenAPI's responses. */
export const describedAnswer = (answer: JsonSchema, description: string) => ({
  200: { description, content: { "application/json": { schema: answer } } },
});

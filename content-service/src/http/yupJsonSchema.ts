import type { AnyObjectSchema } from "yup";

type Described = {
  type: string;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
};

export type JsonSchema = Record<string, unknown>;

const limit = (field: Described, name: string) =>
  field.tests?.find((test) => test.name === name)?.params?.[name] as number | undefined;

/** The forms' fields are text (the résumé, a file, is described by its route). */
function fieldSchema(field: Described): JsonSchema {
  if (field.type !== "string") return {};
  const max = limit(field, "max");
  const choices = (field.oneOf ?? []).filter((value) => typeof value === "string" && value !== "");
  return { type: "string", ...(max ? { maxLength: max } : {}), ...(choices.length ? { enum: choices } : {}) };
}

function objectSchema(fields: Record<string, Described>): JsonSchema {
  const required = Object.entries(fields)
    .filter(([, field]) => field.tests?.some((test) => test.name === "required"))
    .map(([name]) => name);
  return {
    type: "object",
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

/** The JSON Schema of a form's yup object schema, for the API's description: its fields, their types,
 * lengths, choices and which are required. What yup's tests check beyond that (real dates, plain
 * text) the description leaves to the service's answers, which name each field. */
export const jsonSchemaOf = (schema: AnyObjectSchema): JsonSchema =>
  objectSchema((schema.describe() as unknown as { fields: Record<string, Described> }).fields);

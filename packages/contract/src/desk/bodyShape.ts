/**
 * The first check of a body sent to the desk's API: that it is a JSON object whose every field has
 * the type the kind's schema declares, read from the schema itself (kindBody.ts), so that a field
 * added to a schema is covered without a word here. Only a body that passes reaches the schema, and
 * each field's message names what arrived instead, in words the desk's staff read.
 */
import { kindBody, type FieldSchema } from "./kindBody";
import type { DeskKind } from "./kinds";

/** Fields a desk record carries besides its schema's (GET answers them); a body may send them back
 * and they are ignored. The desk leaves them out of what it sends. */
export const RECORD_ONLY_FIELDS = ["id", "createdAt", "updatedAt", "origin", "publicPath", "version"] as const;
const RECORD_ONLY = new Set<string>(RECORD_ONLY_FIELDS);

export const NOT_AN_OBJECT = "Send the item as a JSON object of its fields.";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const what = (value: unknown) =>
  Array.isArray(value)
    ? "a list"
    : value === null
      ? "empty"
      : typeof value === "object"
        ? "an object"
        : typeof value === "string"
          ? "text"
          : typeof value === "number"
            ? "a number"
            : typeof value === "boolean"
              ? "true or false"
              : typeof value;

const ofType: Record<string, { test: (value: unknown) => boolean; name: string }> = {
  string: { test: (value) => typeof value === "string", name: "text" },
  number: { test: (value) => typeof value === "number" && Number.isFinite(value), name: "a number" },
  boolean: { test: (value) => typeof value === "boolean", name: "true or false" },
  object: { test: isObject, name: "an object" },
};

/** What is wrong with one field's value, or null. Types the schema does not name are left to the
 * schema. */
function fieldProblem(field: FieldSchema, value: unknown, listOf: string): string | null {
  if (field.type === "array") {
    if (!Array.isArray(value)) return `Must be a list of ${listOf}, not ${what(value)}.`;
    const inner = ofType[field.items?.type ?? ""];
    const wrong = inner ? value.findIndex((entry) => !inner.test(entry)) : -1;
    return wrong === -1 ? null : `Must be a list of ${listOf}; entry ${wrong + 1} is ${what(value[wrong])}.`;
  }
  const expected = ofType[field.type ?? ""];
  return !expected || expected.test(value) ? null : `Must be ${expected.name}, not ${what(value)}.`;
}

/** The body with the record's own fields dropped, and null read as no value (the schema's default,
 * or its "Enter …" message; the desk's forms hold undefined there), or the fields whose type is wrong
 * and those the kind does not have. */
export function checkBodyShape(
  kind: DeskKind,
  body: unknown,
): { value: Record<string, unknown>; message?: string; errors: Record<string, string> } {
  if (!isObject(body)) return { value: {}, message: NOT_AN_OBJECT, errors: {} };
  const fields = kindBody(kind).properties;
  const value: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, sent] of Object.entries(body)) {
    if (Object.hasOwn(fields, field)) {
      if (sent === null || sent === undefined) continue;
      const problem = fieldProblem(fields[field], sent, Object.hasOwn(kind.attachments, field) ? "file ids" : "texts");
      if (problem) errors[field] = problem;
      else value[field] = sent;
    } else if (!RECORD_ONLY.has(field)) {
      errors[field] = "Not a field of this kind of item.";
    }
  }
  return { value, errors };
}

/**
 * Each field's first message for a body its kind's schema refused, as the write API answers them
 * and as react-admin shows them under the fields. A field sent with another type than the schema
 * declares (read from the schema itself, kindBody.ts) is answered with what arrived instead, in
 * words the desk's staff read, whatever the schema's own message for it.
 */
import { fieldMessages } from "../entities/fieldMessages";
import { kindBody, type FieldSchema } from "./kindBody";
import type { DeskKind } from "./kinds";
import { isObject } from "./writeBody";

export const NOT_AN_OBJECT = "Send the item as a JSON object of its fields.";
export const NOT_A_FIELD = "Not a field of this kind of item.";

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

/** What is wrong with the type of one field's value, or null. Types the schema does not name are
 * left to the schema's messages. */
function typeProblem(field: FieldSchema, value: unknown, listOf: string): string | null {
  if (field.type === "array") {
    if (!Array.isArray(value)) return `Must be a list of ${listOf}, not ${what(value)}.`;
    const inner = ofType[field.items?.type ?? ""];
    const wrong = inner ? value.findIndex((entry) => !inner.test(entry)) : -1;
    return wrong === -1 ? null : `Must be a list of ${listOf}; entry ${wrong + 1} is ${what(value[wrong])}.`;
  }
  const expected = ofType[field.type ?? ""];
  return !expected || expected.test(value) ? null : `Must be ${expected.name}, not ${what(value)}.`;
}

/** The answer to a refused body: `message` when it is not an object at all, otherwise each field's
 * message, a field the kind does not have included. `issues` are the schema's, each with its code
 * and the path of the field it is about. */
export function bodyErrors(
  kind: DeskKind,
  sent: unknown,
  issues: readonly { code?: string; path: readonly PropertyKey[]; message: string }[],
): { message?: string; errors: Record<string, string> } {
  if (!isObject(sent)) return { message: NOT_AN_OBJECT, errors: {} };
  const fields = kindBody(kind).properties;
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(sent)) {
    if (!Object.hasOwn(fields, field)) errors[field] = NOT_A_FIELD;
    else {
      const problem = typeProblem(fields[field], value, Object.hasOwn(kind.attachments, field) ? "file ids" : "texts");
      if (problem) errors[field] = problem;
    }
  }
  // A field the kind does not have is answered once, above, whatever the schema said of it.
  const known = issues.filter(
    (issue) =>
      issue.code !== "unrecognized_keys" && (!issue.path.length || Object.hasOwn(fields, String(issue.path[0]))),
  );
  for (const [field, message] of Object.entries(fieldMessages(known))) errors[field] ??= message;
  return { errors };
}

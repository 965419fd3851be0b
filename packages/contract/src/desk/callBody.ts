/**
 * The bodies of the desk's calls that are not a kind's items (sign-in, one's own password, staff
 * accounts): a JSON object of the call's fields, checked by a zod schema that the service's route
 * and the desk's form both apply, and answered field by field as the forms show them.
 */
import * as z from "zod/mini";
import { fieldMessages } from "../entities/fieldMessages";

const NOT_FIELDS = "Send the fields as a JSON object.";
const notTaken = (field: string) => `This call does not take the field ${field}.`;

const notAnObject = { error: (issue: { code?: string }) => (issue.code === "invalid_type" ? NOT_FIELDS : undefined) };

/** A body of `shape`'s fields and no others. */
export const callObject = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, notAnObject);

/** A body of `shape`'s fields, any others left unread. */
export const looseCallObject = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, notAnObject);

/** Whether a check of the whole body runs: only once every field has passed its own checks, so that a
 * field's own message is the one shown. */
export const whenFieldsPass = { when: ({ issues }: { issues: readonly unknown[] }) => issues.length === 0 };

interface Issue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** Each field's first message of a refused body; a field the call does not take is named as such,
 * and a body that is no object of fields is answered under "". */
export function callBodyErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues)
    if (issue.code === "unrecognized_keys") for (const key of issue.keys ?? []) errors[key] = notTaken(key);
  const known = issues.filter((issue) => issue.code !== "unrecognized_keys");
  for (const [field, message] of Object.entries(fieldMessages(known))) errors[field] ??= message;
  return errors;
}

/** A body checked as the service checks it: what the schema read, or each field's message. */
export function checkCallBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
): { value: z.output<S>; errors?: undefined } | { value?: undefined; errors: Record<string, string> } {
  const read = schema.safeParse(body);
  return read.success ? { value: read.data } : { errors: callBodyErrors(read.error.issues) };
}

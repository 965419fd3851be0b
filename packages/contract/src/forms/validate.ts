import { string, ValidationError, type AnyObjectSchema } from "yup";
import { cleanText, CONTROL_MESSAGE, hasHiddenCharacters, type Lines } from "../text";

/** Text values cleaned at both ends: SPEC checks emptiness after trimming, and Formik does not
 * apply yup's transforms when it validates. Files and other values pass unchanged. */
export function trimValues<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? cleanText(value) : value]),
  ) as T;
}

/** Text a person could have typed into a field of one line (or, with `multiLine`, of several):
 * nothing hidden, nothing broken. */
export const isPlainText = (value: string, lines: Lines = {}): boolean => !hasHiddenCharacters(value, lines);

/** The longest value each text field may hold. Longer input is refused with a message, never cut. */
export const FIELD_MAX = { name: 100, address: 300, email: 254, subject: 100, message: 2000 } as const;

export const tooLongMessage = (label: string, max: number) => `${label} must be ${max} characters or fewer.`;

/** A required text field: SPEC's message when empty, a bound, and nothing hidden (line breaks only
 * in a field of several lines). */
export function requiredText(requiredMessage: string, max: number, label: string, lines: Lines = {}) {
  return string()
    .required(requiredMessage)
    .max(max, tooLongMessage(label, max))
    .test("plain", CONTROL_MESSAGE, (value) => value === undefined || isPlainText(value, lines));
}

/** Each field's first message of a failed check (a list's field by its own name, not its item's),
 * as the forms, the service and the desk show them. Anything but a failed check is a fault of the
 * schema, thrown on: it must never pass as a value without errors. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ValidationError)) throw error;
  const errors: Record<string, string> = {};
  for (const issue of error.inner) {
    const field = (issue.path ?? "").replace(/\[\d+\]$/, "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Every field's first message, for Formik's `validate`. */
export function validateWith<T extends object>(schema: AnyObjectSchema) {
  return (values: T): Partial<Record<keyof T, string>> => {
    try {
      schema.validateSync(trimValues(values), { abortEarly: false });
      return {};
    } catch (error) {
      return fieldMessages(error) as Partial<Record<keyof T, string>>;
    }
  };
}

export const PHONE_PATTERN = /^\d{10}$/;
/** SPEC's "simple address pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

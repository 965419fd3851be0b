import type { AnyObjectSchema, ValidationError } from "yup";

/** Text values with surrounding spaces removed: SPEC checks emptiness after trimming, and Formik
 * does not apply yup's transforms when it validates. Files and other values pass unchanged. */
export function trimValues<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  ) as T;
}

/** Every field's first message, for Formik's `validate`. */
export function validateWith<T extends object>(schema: AnyObjectSchema) {
  return (values: T): Partial<Record<keyof T, string>> => {
    try {
      schema.validateSync(trimValues(values), { abortEarly: false });
      return {};
    } catch (error) {
      const errors: Partial<Record<keyof T, string>> = {};
      for (const issue of (error as ValidationError).inner) {
        const field = issue.path as keyof T;
        if (field && !errors[field]) errors[field] = issue.message;
      }
      return errors;
    }
  };
}

export const PHONE_PATTERN = /^\d{10}$/;
/** SPEC's "simple address pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

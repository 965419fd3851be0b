import { CONTACT_TOPICS } from "@school/contract/forms/contactFields";
import { contactSchema } from "@school/contract/forms/contactSchema";
import { careerSchema } from "@school/contract/forms/careerSchema";
import { fieldMessages, trimValues } from "@school/contract/forms/validate";

/** The browser's own rules and messages (src/lib/forms), applied again on arrival. */
export type FieldErrors = Record<string, string>;

function check(
  schema: { validateSync: (v: unknown, o: object) => unknown },
  values: Record<string, unknown>,
): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false, strict: false });
    return {};
  } catch (error) {
    return fieldMessages(error);
  }
}

const CONTACT_FIELDS = ["name", "address", "phone", "email", "mailType", "message"] as const;
export const CAREER_FIELDS = [
  "name",
  "dob",
  "subject",
  "profession",
  "experience",
  "gender",
  "status",
  "address",
  "phone",
  "email",
  "mailType",
  "message",
] as const;

/** Only text fields are taken; anything else counts as missing. */
function textFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  return trimValues(
    Object.fromEntries(fields.map((field) => [field, typeof body[field] === "string" ? body[field] : ""])),
  );
}

export function validateContact(body: unknown): { values: Record<string, string>; errors: FieldErrors } {
  const values = textFields(
    typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {},
    CONTACT_FIELDS,
  );
  return { values, errors: check(contactSchema, values) };
}

/** The career form has no topic input (SPEC's defect, resolved in docs/choices.md): the site sends Career,
 * and any value must still be one of SPEC's topics. */
export function validateCareer(fields: Record<string, unknown>): {
  values: Record<string, string>;
  errors: FieldErrors;
} {
  const values = textFields(fields, CAREER_FIELDS);
  const errors = check(careerSchema.omit(["resume"]), values);
  if (!(CONTACT_TOPICS as readonly string[]).includes(values.mailType)) errors.mailType = "Please select a topic.";
  return { values, errors };
}

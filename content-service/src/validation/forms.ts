import type { ValidationError } from "yup";
import { contactSchema } from "../../../src/lib/forms/contactSchema";
import { RESUME_MAX_BYTES, RESUME_MESSAGE, RESUME_SIZE_MESSAGE, careerSchema } from "../../../src/lib/forms/careerSchema";
import { trimValues } from "../../../src/lib/forms/validate";

/** The browser's own rules and messages (src/lib/forms), applied again on arrival. */
export type FieldErrors = Record<string, string>;

function check(schema: { validateSync: (v: unknown, o: object) => unknown }, values: Record<string, unknown>): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false, strict: false });
    return {};
  } catch (error) {
    const errors: FieldErrors = {};
    for (const issue of (error as ValidationError).inner ?? []) if (issue.path && !errors[issue.path]) errors[issue.path] = issue.message;
    return errors;
  }
}

const CONTACT_FIELDS = ["name", "address", "phone", "email", "mailType", "message"] as const;
export const CAREER_FIELDS = ["name", "dob", "subject", "profession", "experience", "gender", "status", "address", "phone", "email", "mailType", "message"] as const;

/** Only text fields are taken; anything else counts as missing. */
function textFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  return trimValues(Object.fromEntries(fields.map((field) => [field, typeof body[field] === "string" ? body[field] : ""])));
}

export function validateContact(body: unknown): { values: Record<string, string>; errors: FieldErrors } {
  const values = textFields(typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {}, CONTACT_FIELDS);
  return { values, errors: check(contactSchema, values) };
}

export function validateCareer(fields: Record<string, unknown>): { values: Record<string, string>; errors: FieldErrors } {
  const values = textFields(fields, CAREER_FIELDS);
  const errors = check(careerSchema.omit(["resume"]), values);
  if (!values.mailType) errors.mailType = "Please select a topic.";
  return { values, errors };
}

const EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** A resume is accepted by its bytes, not its name alone: PDF, Word 97 (OLE) or Word 2007+ (ZIP). */
export function resumeProblem(fileName: string, bytes: Buffer): { status: 400 | 413; message: string } | null {
  if (bytes.length > RESUME_MAX_BYTES) return { status: 413, message: RESUME_SIZE_MESSAGE };
  const ext = EXTENSIONS.find((e) => fileName.toLowerCase().endsWith(e));
  const magic: Record<(typeof EXTENSIONS)[number], number[]> = {
    ".pdf": [0x25, 0x50, 0x44, 0x46, 0x2d],
    ".doc": [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    ".docx": [0x50, 0x4b, 0x03, 0x04],
  };
  if (!ext || bytes.length === 0 || !magic[ext].every((byte, i) => bytes[i] === byte)) return { status: 400, message: RESUME_MESSAGE };
  return null;
}

export const resumeExtension = (fileName: string): string => EXTENSIONS.find((e) => fileName.toLowerCase().endsWith(e)) ?? "";

import type { AdmissionCriteria } from "../client/types";
import { checkFields, isRecord, pattern, text } from "./dataChecks";

export const ADMISSION_FILE = "content/data/admission.yaml";

/** Validates admission.yaml's Class XI criteria. */
export function validateAdmissionCriteria(raw: unknown): AdmissionCriteria {
  const file = ADMISSION_FILE;
  const root = checkFields(file, "admission", raw, { classXi: (v) => (isRecord(v) ? null : "must hold the Class XI criteria") });
  const xi = checkFields(file, "classXi", root.classXi, {
    session: pattern(/^\d{4}-\d{2}$/, 'must be a session such as "2025-26"'),
    opens: (v) => (v instanceof Date || (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v)) ? null : "must be a date such as 2024-10-18"),
    streams: (v) => (Array.isArray(v) && v.length ? null : "must list the streams"),
  });
  (xi.streams as unknown[]).forEach((raw, i) => {
    const stream = checkFields(file, `classXi streams[${i}]`, raw, {
      stream: text,
      requirements: (v) => (Array.isArray(v) && v.length ? null : "must list the subjects"),
    });
    (stream.requirements as unknown[]).forEach((req, j) =>
      checkFields(file, `stream "${String(stream.stream)}" requirements[${j}]`, req, {
        subject: text,
        marks: pattern(/^\d{1,3}-\d{1,3}%$/, 'must be a range such as "61-70%"'),
      }),
    );
  });
  const opens = xi.opens instanceof Date ? xi.opens.toISOString().slice(0, 10) : String(xi.opens);
  return { ...(xi as unknown as AdmissionCriteria), opens };
}

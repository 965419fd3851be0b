/** content/data/admission.yaml: the Class XI admission criteria. */
import * as z from "zod";
import { list, pattern, record, session, text } from "./fields";

export const ADMISSION_FILE = "content/data/admission.yaml";

const requirement = record({ subject: text, marks: pattern(/^\d{1,3}-\d{1,3}%$/, 'must be a range such as "61-70%"') });

const classXi = record({
  session: session.describe(
    "The session these criteria and this date are of; the page compares it with site.yaml's admission session",
  ),
  opens: pattern(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2024-10-18"),
  streams: list(record({ stream: text, requirements: list(requirement, 1, "subjects") }), 1, "streams"),
});

export const admissionSchema = record({ classXi });

export type AdmissionCriteria = z.infer<typeof classXi>;

/** Enquiries and applications, as the rest of the desk names them; their own screens are SubmissionList and
 * SubmissionShow, where they are read and marked handled. */
import { ownScreens } from "../../screens";
import { SUBMISSION_FIELDS } from "./submissionFields";

export const submissionsScreen = ownScreens("submissions", {
  fields: [{ source: "handled", label: "Handled" }],
  // What the visitor sent, as the form they filled in names it, and what the service adds.
  otherLabels: {
    ...Object.fromEntries(SUBMISSION_FIELDS.map((field) => [field.source, field.label])),
    kind: "Type",
    createdAt: "Received",
  },
  // "Enquiry received 2026-05-03": by its type and day, never the sender's name (auditLabels.ts).
  labelSaysWhat: true,
  attention: () => ({
    label: "New enquiries and applications",
    hint: "Not yet marked as handled.",
    filter: { handled: false },
  }),
});

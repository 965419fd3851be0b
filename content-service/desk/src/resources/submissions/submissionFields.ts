/** What visitors send (SPEC §3: contact enquiry, career application), named for the office. */
export const SUBMISSION_KINDS = [
  { id: "contact", name: "Enquiry" },
  { id: "career", name: "Job application" },
];

/** The fields of a submission, in reading order; the career ones are empty on an enquiry. */
export const SUBMISSION_FIELDS: { source: string; label: string }[] = [
  { source: "name", label: "Name" },
  { source: "email", label: "E-mail address" },
  { source: "phone", label: "Phone" },
  { source: "address", label: "Address" },
  { source: "mailType", label: "Topic" },
  { source: "message", label: "Message" },
  { source: "dob", label: "Date of birth" },
  { source: "subject", label: "Subject taught" },
  { source: "profession", label: "Working at present" },
  { source: "experience", label: "Years of experience" },
  { source: "gender", label: "Gender" },
  { source: "status", label: "Marital status" },
];

/** The fields the visitor filled in, in reading order: an enquiry has none of an application's own. */
export const filledFields = (record: Record<string, unknown> | undefined) =>
  SUBMISSION_FIELDS.filter((field) => {
    const value = record?.[field.source];
    return value !== undefined && value !== null && String(value).trim() !== "";
  });

/** The words of the résumé's download button: with the file's name when the service sends it. */
export const resumeLabel = (record: Record<string, unknown> | undefined) =>
  typeof record?.resumeName === "string" && record.resumeName
    ? `Download résumé (${record.resumeName})`
    : "Download résumé";

/** The contact form's fields, its topics and its empty state: what the form shows before its checks
 * (contactSchema.ts) have loaded. */
export const CONTACT_TOPICS = [
  "Feedback",
  "Enquiry",
  "Suggestions",
  "Complaints",
  "Broken Links",
  "Placements",
  "Career",
  "Others",
] as const;

export interface ContactValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  mailType: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: "", address: "", phone: "", email: "", mailType: "", message: "" };

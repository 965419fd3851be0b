/** The job application's fields, its empty state and the résumé's limits: what the form shows
 * before its checks (careerSchema.ts) have loaded, and what the service checks a résumé against. */
export const RESUME_TYPES = [".pdf", ".doc", ".docx"];
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MESSAGE = "Please upload your resume. Accepted types: pdf, doc, docx.";
export const RESUME_SIZE_MESSAGE = "The resume must be 5 MB or smaller.";

export interface CareerValues {
  name: string;
  dob: string;
  subject: string;
  profession: string;
  experience: string;
  gender: string;
  status: string;
  resume: File | null;
  address: string;
  phone: string;
  email: string;
  message: string;
}

export const EMPTY_CAREER: CareerValues = {
  name: "",
  dob: "",
  subject: "",
  profession: "",
  experience: "",
  gender: "",
  status: "",
  resume: null,
  address: "",
  phone: "",
  email: "",
  message: "",
};

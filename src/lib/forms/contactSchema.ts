import { object, string } from "yup";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./validate";

export const CONTACT_TOPICS = ["Feedback", "Enquiry", "Suggestions", "Complaints", "Broken Links", "Placements", "Career", "Others"] as const;

export interface ContactValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  mailType: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: "", address: "", phone: "", email: "", mailType: "", message: "" };

/** SPEC §5 "Contact form", word for word. */
export const contactSchema = object({
  name: string().required("Please enter your name."),
  address: string().required("Please enter your address."),
  phone: string().required("Please enter phone number.").matches(PHONE_PATTERN, "Enter a valid 10-digit phone number."),
  email: string().required("Please enter your email.").matches(EMAIL_PATTERN, "Enter a valid email address."),
  mailType: string()
    .required("Please select a topic.")
    .oneOf([...CONTACT_TOPICS], "Please select a topic."),
  message: string().required("Please enter a message."),
});

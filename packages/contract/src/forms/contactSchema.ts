import { object, string } from "yup";
import { EMAIL_PATTERN, FIELD_MAX, PHONE_PATTERN, requiredText } from "./validate";
import { SEVERAL_LINES } from "../text";
import { CONTACT_TOPICS } from "./contactFields";

/** SPEC §5 "Contact form", word for word; the length bounds are ours (SPEC sets none), so that
 * nothing is ever cut in silence. */
export const contactSchema = object({
  name: requiredText("Please enter your name.", FIELD_MAX.name, "Your name"),
  address: requiredText("Please enter your address.", FIELD_MAX.address, "The address", SEVERAL_LINES),
  phone: string().required("Please enter phone number.").matches(PHONE_PATTERN, "Enter a valid 10-digit phone number."),
  email: requiredText("Please enter your email.", FIELD_MAX.email, "The email address").matches(
    EMAIL_PATTERN,
    "Enter a valid email address.",
  ),
  mailType: string()
    .required("Please select a topic.")
    .oneOf([...CONTACT_TOPICS], "Please select a topic."),
  message: requiredText("Please enter a message.", FIELD_MAX.message, "The message", SEVERAL_LINES),
});

import { Formik } from "formik";
import { submitContact } from "../../client/forms";
import { EMPTY_CONTACT, type ContactValues } from "@school/contract/forms/contactFields";
import { contactSchema } from "@school/contract/forms/contactSchema";
import { validateWith } from "@school/contract/forms/validate";
import { ContactFields } from "./ContactFields";
import { useSubmitOutcome } from "./useSubmitOutcome";

/** The contact form at work: checked by SPEC's rules, sent to the service (ContactForm loads it). */
export default function ContactFormLive() {
  const { sendState, setSendState, onSubmit } = useSubmitOutcome(submitContact);
  return (
    <Formik<ContactValues>
      initialValues={EMPTY_CONTACT}
      validate={validateWith<ContactValues>(contactSchema)}
      onSubmit={onSubmit}
    >
      {(form) => (
        <ContactFields
          form={form}
          disabled={false}
          sendState={sendState}
          onEdit={() => {
            if (sendState !== "idle") setSendState("idle");
          }}
        />
      )}
    </Formik>
  );
}

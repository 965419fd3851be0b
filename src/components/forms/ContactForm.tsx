import type { ChangeEvent } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { Formik, Form, type FormikErrors, type FormikTouched } from "formik";
import { submitContact } from "../../client/forms";
import { CONTACT_TOPICS, EMPTY_CONTACT, contactSchema, type ContactValues } from "@school/contract/forms/contactSchema";
import { validateWith } from "@school/contract/forms/validate";
import { ErrorSummary } from "./ErrorSummary";
import { Field } from "./Field";
import { SubmitRow } from "./FormStatus";
import { useSubmitOutcome } from "./useSubmitOutcome";
import "./forms.css";

const FIELDS: (keyof ContactValues)[] = ["name", "address", "phone", "email", "mailType", "message"];

const shownError = (
  errors: FormikErrors<ContactValues>,
  touched: FormikTouched<ContactValues>,
  submitted: boolean,
  key: keyof ContactValues,
) => (touched[key] || submitted ? errors[key] : undefined);

export function ContactForm() {
  const hydrated = useHydrated();
  const { sendState, setSendState, onSubmit } = useSubmitOutcome(submitContact);
  return (
    <Formik<ContactValues>
      initialValues={EMPTY_CONTACT}
      validate={validateWith<ContactValues>(contactSchema)}
      onSubmit={onSubmit}
    >
      {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur }) => {
        const submitted = submitCount > 0;
        const err = (key: keyof ContactValues) => shownError(errors, touched, submitted, key);
        const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
          if (sendState !== "idle") setSendState("idle");
          handleChange(event);
        };
        const summary = FIELDS.filter((key) => errors[key]).map((key) => ({
          id: `contact-${key}`,
          message: errors[key] as string,
        }));
        return (
          <Form noValidate className="form" aria-label="Contact form">
            <fieldset className="form__fieldset" disabled={!hydrated}>
              <ErrorSummary errors={summary} attempt={isSubmitting ? 0 : submitCount} />
              <Field id="contact-name" label="Name" error={err("name")}>
                {(aria) => (
                  <input
                    id="contact-name"
                    name="name"
                    type="text"
                    autoComplete="name"
                    value={values.name}
                    onChange={change}
                    onBlur={handleBlur}
                    {...aria}
                  />
                )}
              </Field>
              <Field id="contact-address" label="Address" error={err("address")}>
                {(aria) => (
                  <textarea
                    id="contact-address"
                    name="address"
                    rows={2}
                    autoComplete="street-address"
                    value={values.address}
                    onChange={change}
                    onBlur={handleBlur}
                    {...aria}
                  />
                )}
              </Field>
              {/* A text input: HTML allows the tel-national autofill name on text inputs, not on type=tel. */}
              <Field id="contact-phone" label="Phone number" hint="10 digits, without +91 or 0" error={err("phone")}>
                {(aria) => (
                  <input
                    id="contact-phone"
                    name="phone"
                    type="text"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={10}
                    value={values.phone}
                    onChange={change}
                    onBlur={handleBlur}
                    {...aria}
                  />
                )}
              </Field>
              <Field id="contact-email" label="Email" error={err("email")}>
                {(aria) => (
                  <input
                    id="contact-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={change}
                    onBlur={handleBlur}
                    {...aria}
                  />
                )}
              </Field>
              <Field id="contact-mailType" label="Topic" error={err("mailType")}>
                {(aria) => (
                  <select
                    id="contact-mailType"
                    name="mailType"
                    value={values.mailType}
                    onChange={change}
                    onBlur={handleBlur}
                    {...aria}
                  >
                    <option value="">Select a topic</option>
                    {CONTACT_TOPICS.map((topic) => (
                      <option key={topic} value={topic}>
                        {topic}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="contact-message" label="Message" error={err("message")}>
                {(aria) => (
                  <textarea
                    id="contact-message"
                    name="message"
                    rows={5}
                    value={values.message}
                    onChange={change}
                    onBlur={handleBlur}
                    {...aria}
                  />
                )}
              </Field>
              <SubmitRow submitting={isSubmitting} state={sendState} />
            </fieldset>
          </Form>
        );
      }}
    </Formik>
  );
}

import type { ChangeEvent } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { Formik, Form, useFormikContext } from "formik";
import { submitContact } from "../../client/forms";
import { CONTACT_TOPICS, EMPTY_CONTACT, contactSchema, type ContactValues } from "@school/contract/forms/contactSchema";
import { validateWith } from "@school/contract/forms/validate";
import { ErrorSummary } from "./ErrorSummary";
import { Field } from "./Field";
import { SubmitRow, type SendState } from "./FormStatus";
import { TextArea, TextInput } from "./TextControls";
import { useSubmitOutcome } from "./useSubmitOutcome";
import "./forms.css";

const FIELDS: (keyof ContactValues)[] = ["name", "address", "phone", "email", "mailType", "message"];

export function ContactForm() {
  const hydrated = useHydrated();
  const { sendState, setSendState, onSubmit } = useSubmitOutcome(submitContact);
  return (
    <Formik<ContactValues>
      initialValues={EMPTY_CONTACT}
      validate={validateWith<ContactValues>(contactSchema)}
      onSubmit={onSubmit}
    >
      <ContactFields
        hydrated={hydrated}
        sendState={sendState}
        onEdit={() => {
          if (sendState !== "idle") setSendState("idle");
        }}
      />
    </Formik>
  );
}

/** The form's fields: a field's error shows once it was left or the form was submitted. */
function ContactFields({
  hydrated,
  sendState,
  onEdit,
}: {
  hydrated: boolean;
  sendState: SendState;
  onEdit: () => void;
}) {
  const { values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur } =
    useFormikContext<ContactValues>();
  const shown = (key: keyof ContactValues) => ({
    id: `contact-${key}`,
    name: key,
    error: touched[key] || submitCount > 0 ? errors[key] : undefined,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      onEdit();
      handleChange(event);
    },
    onBlur: handleBlur,
  });
  const summary = FIELDS.filter((key) => errors[key]).map((key) => ({
    id: `contact-${key}`,
    message: errors[key] as string,
  }));
  const topic = shown("mailType");
  return (
    <Form noValidate className="form" aria-label="Contact form">
      <fieldset className="form__fieldset" disabled={!hydrated}>
        <ErrorSummary errors={summary} attempt={isSubmitting ? 0 : submitCount} />
        <TextInput label="Name" autoComplete="name" {...shown("name")} />
        <TextArea label="Address" rows={2} autoComplete="street-address" {...shown("address")} />
        {/* A text input: HTML allows the tel-national autofill name on text inputs, not on type=tel. */}
        <TextInput
          label="Phone number"
          hint="10 digits, without +91 or 0"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...shown("phone")}
        />
        <TextInput label="Email" type="email" autoComplete="email" {...shown("email")} />
        <Field id={topic.id} label="Topic" error={topic.error}>
          {(aria) => (
            <select
              id={topic.id}
              name={topic.name}
              value={topic.value}
              onChange={topic.onChange}
              onBlur={topic.onBlur}
              {...aria}
            >
              <option value="">Select a topic</option>
              {CONTACT_TOPICS.map((entry) => (
                <option key={entry} value={entry}>
                  {entry}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextArea label="Message" rows={5} {...shown("message")} />
        <SubmitRow submitting={isSubmitting} state={sendState} />
      </fieldset>
    </Form>
  );
}

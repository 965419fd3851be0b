import type { ChangeEvent } from "react";
import { CONTACT_TOPICS, type ContactValues } from "@school/contract/forms/contactFields";
import { ErrorSummary } from "./ErrorSummary";
import { Field } from "./Field";
import type { FormState } from "./formState";
import { SubmitRow, type SendState } from "./FormStatus";
import { TextArea, TextInput } from "./TextControls";
import "./forms.css";

const FIELDS: (keyof ContactValues)[] = ["name", "address", "phone", "email", "mailType", "message"];

interface ContactFieldsProps {
  form: FormState<ContactValues>;
  /** Until the form's code has loaded. */
  disabled: boolean;
  sendState: SendState;
  onEdit: () => void;
}

/** The contact form's fields: a field's error shows once it was left or the form was submitted. */
export function ContactFields({ form, disabled, sendState, onEdit }: ContactFieldsProps) {
  const { values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit } = form;
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
    <form noValidate className="form" aria-label="Contact form" onSubmit={handleSubmit}>
      <fieldset className="form__fieldset" disabled={disabled}>
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
    </form>
  );
}

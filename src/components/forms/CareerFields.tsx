import type { ChangeEvent, RefObject } from "react";
import { RESUME_TYPES, type CareerValues } from "@school/contract/forms/careerFields";
import { ErrorSummary } from "./ErrorSummary";
import { Choice, Field } from "./Field";
import type { FormState } from "./formState";
import { SubmitRow, type SendState } from "./FormStatus";
import { TextArea, TextInput } from "./TextControls";
import "./forms.css";

const FIELDS: (keyof CareerValues)[] = [
  "name",
  "dob",
  "subject",
  "profession",
  "experience",
  "gender",
  "status",
  "resume",
  "address",
  "phone",
  "email",
  "message",
];

const CHOICES = {
  profession: {
    legend: "Are you working at present?",
    options: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
    ],
  },
  gender: {
    legend: "Gender",
    options: [
      { value: "male", label: "Male" },
      { value: "female", label: "Female" },
      { value: "other", label: "Other" },
    ],
  },
  status: {
    legend: "Marital status",
    options: [
      { value: "married", label: "Married" },
      { value: "unmarried", label: "Unmarried" },
    ],
  },
};

interface CareerFieldsProps {
  form: FormState<CareerValues>;
  /** Until the form's code has loaded. */
  disabled: boolean;
  sendState: SendState;
  fileInput: RefObject<HTMLInputElement>;
  onEdit: () => void;
}

/** The job application's fields: errors show once the form was submitted. */
export function CareerFields({ form, disabled, sendState, fileInput, onEdit }: CareerFieldsProps) {
  const { values, errors, submitCount, isSubmitting, handleChange, handleSubmit, setFieldValue } = form;
  const err = (key: keyof CareerValues) => (submitCount > 0 ? (errors[key] as string | undefined) : undefined);
  const text = (key: "name" | "dob" | "subject" | "experience" | "address" | "phone" | "email" | "message") => ({
    id: `career-${key}`,
    name: key,
    error: err(key),
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onEdit();
      handleChange(event);
    },
  });
  const choice = (key: keyof typeof CHOICES) => (
    <Choice
      name={`career-${key}`}
      {...CHOICES[key]}
      value={values[key]}
      error={err(key)}
      onChange={(value) => void setFieldValue(key, value)}
    />
  );
  const summary = FIELDS.filter((key) => errors[key]).map((key) => ({
    id: `career-${key}`,
    message: errors[key] as string,
  }));
  return (
    <form noValidate className="form" aria-label="Job application" onSubmit={handleSubmit}>
      <fieldset className="form__fieldset" disabled={disabled}>
        <ErrorSummary errors={summary} attempt={isSubmitting ? 0 : submitCount} />
        <TextInput label="Full name" autoComplete="name" {...text("name")} />
        <TextInput label="Date of birth" type="date" autoComplete="bday" {...text("dob")} />
        <TextInput label="Subject you teach or the post you apply for" {...text("subject")} />
        {choice("profession")}
        <TextInput
          label="Years of experience"
          inputMode="decimal"
          hint="A number, such as 0, 3 or 12"
          {...text("experience")}
        />
        {choice("gender")}
        {choice("status")}
        <Field id="career-resume" label="Resume" hint="PDF, DOC or DOCX, at most 5 MB" error={err("resume")}>
          {(aria) => (
            <input
              id="career-resume"
              ref={fileInput}
              name="resume"
              type="file"
              accept={[...RESUME_TYPES, "application/pdf", "application/msword"].join(",")}
              onChange={(event) => {
                onEdit();
                void setFieldValue("resume", event.currentTarget.files?.[0] ?? null);
              }}
              {...aria}
            />
          )}
        </Field>
        <TextArea label="Address" rows={2} autoComplete="street-address" {...text("address")} />
        <TextInput
          label="Phone number"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          hint="10 digits, without +91 or 0"
          {...text("phone")}
        />
        <TextInput label="Email" type="email" autoComplete="email" {...text("email")} />
        <TextArea
          label="Message"
          hint="A short cover note: what you would bring to the school"
          rows={4}
          {...text("message")}
        />
        <SubmitRow submitting={isSubmitting} state={sendState} />
      </fieldset>
    </form>
  );
}

import { useRef, type ChangeEvent } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { Formik, Form } from "formik";
import { submitCareer } from "../../client/forms";
import { EMPTY_CAREER, RESUME_TYPES, careerSchema, type CareerValues } from "@school/contract/forms/careerSchema";
import { validateWith } from "@school/contract/forms/validate";
import { ErrorSummary } from "./ErrorSummary";
import { Choice, Field } from "./Field";
import { SubmitRow } from "./FormStatus";
import { useSubmitOutcome } from "./useSubmitOutcome";
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

/** The job application (SPEC §2 "Career"): checked on submit, sent as multipart with the resume. */
export function CareerForm() {
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);
  const { sendState, setSendState, onSubmit } = useSubmitOutcome(submitCareer, () => {
    if (fileInput.current) fileInput.current.value = "";
  });
  return (
    <Formik<CareerValues>
      initialValues={EMPTY_CAREER}
      validate={validateWith<CareerValues>(careerSchema)}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {({ values, errors, submitCount, isSubmitting, handleChange, setFieldValue }) => {
        const err = (key: keyof CareerValues) => (submitCount > 0 ? (errors[key] as string | undefined) : undefined);
        const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          if (sendState !== "idle") setSendState("idle");
          handleChange(event);
        };
        const summary = FIELDS.filter((key) => errors[key]).map((key) => ({
          id: `career-${key}`,
          message: errors[key] as string,
        }));
        const text = (key: keyof CareerValues, label: string, props: Record<string, unknown> = {}, hint?: string) => (
          <Field id={`career-${key}`} label={label} error={err(key)} hint={hint}>
            {(aria) => (
              <input
                id={`career-${key}`}
                name={key}
                type="text"
                value={values[key] as string}
                onChange={change}
                {...props}
                {...aria}
              />
            )}
          </Field>
        );
        return (
          <Form noValidate className="form" aria-label="Job application">
            <fieldset className="form__fieldset" disabled={!hydrated}>
              <ErrorSummary errors={summary} attempt={isSubmitting ? 0 : submitCount} />
              {text("name", "Full name", { autoComplete: "name" })}
              {text("dob", "Date of birth", { type: "date", autoComplete: "bday" })}
              {text("subject", "Subject you teach or the post you apply for")}
              <Choice
                name="career-profession"
                legend="Are you working at present?"
                options={[
                  { value: "yes", label: "Yes" },
                  { value: "no", label: "No" },
                ]}
                value={values.profession}
                error={err("profession")}
                onChange={(value) => void setFieldValue("profession", value)}
              />
              {text("experience", "Years of experience", { inputMode: "decimal" }, "A number, such as 0, 3 or 12")}
              <Choice
                name="career-gender"
                legend="Gender"
                options={[
                  { value: "male", label: "Male" },
                  { value: "female", label: "Female" },
                  { value: "other", label: "Other" },
                ]}
                value={values.gender}
                error={err("gender")}
                onChange={(value) => void setFieldValue("gender", value)}
              />
              <Choice
                name="career-status"
                legend="Marital status"
                options={[
                  { value: "married", label: "Married" },
                  { value: "unmarried", label: "Unmarried" },
                ]}
                value={values.status}
                error={err("status")}
                onChange={(value) => void setFieldValue("status", value)}
              />
              <Field id="career-resume" label="Resume" hint="PDF, DOC or DOCX, at most 5 MB" error={err("resume")}>
                {(aria) => (
                  <input
                    id="career-resume"
                    ref={fileInput}
                    name="resume"
                    type="file"
                    accept={[...RESUME_TYPES, "application/pdf", "application/msword"].join(",")}
                    onChange={(event) => {
                      if (sendState !== "idle") setSendState("idle");
                      void setFieldValue("resume", event.currentTarget.files?.[0] ?? null);
                    }}
                    {...aria}
                  />
                )}
              </Field>
              <Field id="career-address" label="Address" error={err("address")}>
                {(aria) => (
                  <textarea
                    id="career-address"
                    name="address"
                    rows={2}
                    autoComplete="street-address"
                    value={values.address}
                    onChange={change}
                    {...aria}
                  />
                )}
              </Field>
              {text(
                "phone",
                "Phone number",
                { inputMode: "numeric", maxLength: 10, autoComplete: "tel-national" },
                "10 digits, without +91 or 0",
              )}
              {text("email", "Email", { type: "email", autoComplete: "email" })}
              <Field
                id="career-message"
                label="Message"
                hint="A short cover note: what you would bring to the school"
                error={err("message")}
              >
                {(aria) => (
                  <textarea
                    id="career-message"
                    name="message"
                    rows={4}
                    value={values.message}
                    onChange={change}
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

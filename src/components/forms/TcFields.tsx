import type { ChangeEvent } from "react";
import { TC_FILE_NAME, TC_MESSAGES, type TcValues } from "@school/contract/forms/tcForm";
import type { FormState } from "./formState";
import "./forms.css";

interface TcFieldsProps {
  form: FormState<TcValues>;
  /** Until the form's code has loaded. */
  disabled: boolean;
  message: string | null;
  downloaded: boolean;
  onEdit: () => void;
}

/** The two fields, the button and the outcome; a field is marked invalid while the message asks for it. */
export function TcFields({ form, disabled, message, downloaded, onEdit }: TcFieldsProps) {
  const { values, isSubmitting, handleChange, handleSubmit } = form;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onEdit();
    handleChange(event);
  };
  const describedBy = message ? "tc-message" : undefined;
  return (
    <form noValidate className="form form--inline" aria-label="Transfer certificate lookup" onSubmit={handleSubmit}>
      <fieldset className="form__fieldset" disabled={disabled}>
        <div className="field">
          <label htmlFor="tc-admission" className="field__label">
            Admission number
          </label>
          <input
            id="tc-admission"
            name="admission"
            type="text"
            value={values.admission}
            onChange={change}
            aria-describedby={describedBy}
            aria-invalid={message === TC_MESSAGES.empty && !values.admission.trim()}
          />
        </div>
        <div className="field">
          <label htmlFor="tc-name" className="field__label">
            Student full name
          </label>
          <input
            id="tc-name"
            name="name"
            type="text"
            autoComplete="off"
            value={values.name}
            onChange={change}
            aria-describedby={describedBy}
            aria-invalid={message === TC_MESSAGES.empty && !values.name.trim()}
          />
        </div>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Get certificate"}
        </button>
        <div aria-live="polite">
          {message ? (
            <p id="tc-message" className="form-status__failure">
              {message}
            </p>
          ) : null}
          {downloaded ? (
            <p className="form-status__success">The certificate was downloaded as {TC_FILE_NAME}.</p>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

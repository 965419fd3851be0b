import { useState, type ChangeEvent } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { Formik, Form, useFormikContext } from "formik";
import { fetchCertificate, lookupTransferCertificate } from "../../client/forms";
import { TC_FILE_NAME, TC_MESSAGES, tcSchema, type TcValues } from "@school/contract/forms/tcForm";
import { validateWith } from "@school/contract/forms/validate";
import "./forms.css";

/** Saves a blob as a file through a temporary object URL, released straight after. */
function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Transfer-certificate lookup (SPEC §4, §5, §8): both fields required; a found certificate is
 * downloaded as tc.jpg; editing either field clears the message. */
export function TransferCertificateForm() {
  const hydrated = useHydrated();
  const [message, setMessage] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const onSubmit = async (values: TcValues) => {
    setDownloaded(false);
    const lookup = await lookupTransferCertificate(values);
    if (!lookup.ok) {
      console.warn(`Transfer certificate lookup failed: ${lookup.error.message}`);
      setMessage(TC_MESSAGES.lookupFailed);
      return;
    }
    const image = await fetchCertificate(lookup.data);
    if (!image.ok) {
      window.alert(TC_MESSAGES.downloadFailed);
      return;
    }
    saveAs(image.data, TC_FILE_NAME);
    setDownloaded(true);
  };
  return (
    <Formik<TcValues>
      initialValues={{ admission: "", name: "" }}
      validate={(values) => {
        const errors = validateWith<TcValues>(tcSchema)(values);
        if (Object.keys(errors).length) setMessage(TC_MESSAGES.empty);
        return errors;
      }}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      <TcFields
        hydrated={hydrated}
        message={message}
        downloaded={downloaded}
        onEdit={() => {
          setMessage(null);
          setDownloaded(false);
        }}
      />
    </Formik>
  );
}

interface TcFieldsProps {
  hydrated: boolean;
  message: string | null;
  downloaded: boolean;
  onEdit: () => void;
}

/** The two fields, the button and the outcome; a field is marked invalid while the message asks for it. */
function TcFields({ hydrated, message, downloaded, onEdit }: TcFieldsProps) {
  const { values, isSubmitting, handleChange } = useFormikContext<TcValues>();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onEdit();
    handleChange(event);
  };
  const describedBy = message ? "tc-message" : undefined;
  return (
    <Form noValidate className="form form--inline" aria-label="Transfer certificate lookup">
      <fieldset className="form__fieldset" disabled={!hydrated}>
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
    </Form>
  );
}

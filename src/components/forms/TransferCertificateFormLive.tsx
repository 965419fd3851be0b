import { useState } from "react";
import { Formik } from "formik";
import { fetchCertificate, lookupTransferCertificate } from "../../client/forms";
import { TC_FILE_NAME, TC_MESSAGES, type TcValues } from "@school/contract/forms/tcForm";
import { tcSchema } from "@school/contract/forms/tcSchema";
import { validateWith } from "@school/contract/forms/validate";
import { tcLookupMessage } from "../../lib/tcLookupMessage";
import { TcFields } from "./TcFields";

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

/** The transfer-certificate lookup at work (SPEC §4, §5, §8): both fields required; a found
 * certificate is downloaded as tc.jpg; editing either field clears the message
 * (TransferCertificateForm loads it). */
export default function TransferCertificateFormLive() {
  const [message, setMessage] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const onSubmit = async (values: TcValues) => {
    setDownloaded(false);
    const lookup = await lookupTransferCertificate(values);
    if (!lookup.ok) {
      console.warn(`Transfer certificate lookup failed: ${lookup.error.message}`);
      setMessage(tcLookupMessage(lookup.error));
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
      {(form) => (
        <TcFields
          form={form}
          disabled={false}
          message={message}
          downloaded={downloaded}
          onEdit={() => {
            setMessage(null);
            setDownloaded(false);
          }}
        />
      )}
    </Formik>
  );
}

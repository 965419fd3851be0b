import { useRef } from "react";
import { Formik } from "formik";
import { submitCareer } from "../../client/forms";
import { EMPTY_CAREER, type CareerValues } from "@school/contract/forms/careerFields";
import { careerSchema } from "@school/contract/forms/careerSchema";
import { validateWith } from "@school/contract/forms/validate";
import { CareerFields } from "./CareerFields";
import { useSubmitOutcome } from "./useSubmitOutcome";

/** The job application at work (SPEC §2 "Career"): checked on submit, sent as multipart with the
 * resume (CareerForm loads it). */
export default function CareerFormLive() {
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
      {(form) => (
        <CareerFields
          form={form}
          disabled={false}
          sendState={sendState}
          fileInput={fileInput}
          onEdit={() => {
            if (sendState !== "idle") setSendState("idle");
          }}
        />
      )}
    </Formik>
  );
}

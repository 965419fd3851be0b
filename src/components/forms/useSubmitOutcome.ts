import { useState } from "react";
import type { FormikHelpers } from "formik";
import type { ApiResult } from "../../client/result";
import { fieldErrors } from "../../client/forms";
import type { SendState } from "./FormStatus";

/** Sends a form once per submit (Formik disables re-entry while it runs) and applies SPEC's
 * outcome: success clears the form, failure keeps what was typed and shows the service's field
 * messages where it gave any. */
export function useSubmitOutcome<T extends object>(
  send: (values: T) => Promise<ApiResult<unknown>>,
  afterReset?: () => void,
) {
  const [sendState, setSendState] = useState<SendState>("idle");
  const onSubmit = async (values: T, helpers: FormikHelpers<T>) => {
    setSendState("idle");
    const result = await send(values);
    if (result.ok) {
      helpers.resetForm();
      afterReset?.();
      setSendState("sent");
      return;
    }
    console.warn(`The form was not sent: ${result.error.message}`);
    const errors = fieldErrors(result.error);
    if (Object.keys(errors).length) {
      helpers.setErrors(errors as never);
      helpers.setTouched(Object.fromEntries(Object.keys(errors).map((key) => [key, true])) as never, false);
    }
    setSendState("failed");
  };
  return { sendState, setSendState, onSubmit };
}

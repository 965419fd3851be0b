import type { FormikProps } from "formik";

/** What a form's fields show and do: Formik's, once the form's code has loaded (DeferredForm). */
export type FormState<T> = Pick<
  FormikProps<T>,
  | "values"
  | "errors"
  | "touched"
  | "submitCount"
  | "isSubmitting"
  | "handleChange"
  | "handleBlur"
  | "handleSubmit"
  | "setFieldValue"
>;

const ignore = () => undefined;

/** A form before its code has loaded: empty, untouched, without errors. It stands disabled, so
 * nothing can be typed that would be lost. */
export function restingState<T>(values: T): FormState<T> {
  return {
    values,
    errors: {},
    touched: {},
    submitCount: 0,
    isSubmitting: false,
    handleChange: ignore,
    handleBlur: ignore,
    handleSubmit: ignore,
    setFieldValue: async () => undefined,
  };
}

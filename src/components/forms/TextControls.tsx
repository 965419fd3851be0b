import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field } from "./Field";

interface Labelled {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled one-line input, text unless `type` says otherwise, with its hint and error tied to it. */
export function TextInput({ id, label, error, hint, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => <input id={id} type="text" {...input} {...aria} />}
    </Field>
  );
}

/** A labelled text area, with its hint and error tied to it. */
export function TextArea({ id, label, error, hint, ...area }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => <textarea id={id} {...area} {...aria} />}
    </Field>
  );
}

import type { ReactNode } from "react";
import "./forms.css";

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: { "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}

/** A labelled control with its hint and error tied to it by aria-describedby. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children({ "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
    </div>
  );
}

interface ChoiceProps {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A group of radio buttons; its error is described on the fieldset. The first radio carries the
 * group's id so the error summary can move focus to it. */
export function Choice({ name, legend, options, value, error, onChange, onBlur }: ChoiceProps) {
  return (
    <fieldset
      className={`field choice${error ? " field--error" : ""}`}
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {error ? (
        <p id={`${name}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="choice__options">
        {options.map((option, i) => (
          <label key={option.value} className="choice__option">
            <input
              type="radio"
              id={i === 0 ? name : `${name}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

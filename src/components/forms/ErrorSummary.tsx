import { useEffect, useRef } from "react";
import "./forms.css";

interface ErrorSummaryProps {
  /** Field id → message, in the order the fields appear. */
  errors: { id: string; message: string }[];
  /** Changes on every failed submit, so focus moves to the summary each time. */
  attempt: number;
}

/** After a failed submit, a summary of the problems with links to the fields, focused so that
 * screen-reader and keyboard users start there (as GOV.UK Frontend does). */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  // Focus once per failed submit: Formik may report the errors a render after the attempt.
  useEffect(() => {
    if (attempt > 0 && errors.length && focusedFor.current !== attempt) {
      focusedFor.current = attempt;
      ref.current?.focus();
    }
  });
  if (!errors.length || attempt === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        There is a problem
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.id)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

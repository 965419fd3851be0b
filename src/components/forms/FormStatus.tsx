import "./forms.css";

export const FORM_MESSAGES = {
  success: "✅ Your message has been sent successfully.",
  failure: "❌ Error submitting the form. Please try again.",
} as const;

export type SendState = "idle" | "sent" | "failed";

/** The outcome of sending a form, announced politely (SPEC §8). */
export function FormStatus({ state }: { state: SendState }) {
  return (
    <div aria-live="polite" className="form-status">
      {state === "sent" ? <p className="form-status__success">{FORM_MESSAGES.success}</p> : null}
      {state === "failed" ? <p className="form-status__failure">{FORM_MESSAGES.failure}</p> : null}
    </div>
  );
}

/** The submit button (disabled and saying so while sending) and the outcome below it. */
export function SubmitRow({
  submitting,
  state,
  label = "Submit",
}: {
  submitting: boolean;
  state: SendState;
  label?: string;
}) {
  return (
    <>
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? "Submitting..." : label}
      </button>
      <FormStatus state={state} />
    </>
  );
}

import { useId } from "react";
import "./PushOptIn.css";

export const OFFER = "Closures and emergencies of this school, sent to this phone as they are published.";
export const TAKEN = "This phone gets the school's closures and emergencies as they are published.";

interface PushOptInViewProps {
  /** What is sent, or why nothing can be. */
  line: string;
  /** Whether the controls apply: push works here (or may, once asked). */
  available: boolean;
  subscribed: boolean;
  information: boolean;
  busy: boolean;
  result: string;
  onTap: () => void;
  onChoose: (information: boolean) => void;
}

/**
 * What the footer's opt-in shows in each state. Every state takes the same box (the controls are
 * kept, unseen, where they do not apply), so nothing moves when the browser's answer replaces the
 * server's first guess.
 */
export function PushOptInView(props: PushOptInViewProps) {
  const { line, available, subscribed, information, busy, result, onTap, onChoose } = props;
  const id = useId();
  return (
    <section className="push-optin" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="footer__heading">
        Urgent notices on your phone
      </h2>
      <p className="push-optin__line">{line}</p>
      <div className={available ? "push-optin__controls" : "push-optin__controls push-optin__controls--off"}>
        <label className="push-optin__choice">
          <input
            type="checkbox"
            checked={information}
            disabled={busy}
            onChange={(event) => onChoose(event.target.checked)}
          />{" "}
          Also information notices
        </label>
        <button
          type="button"
          className="button button--accent push-optin__button"
          aria-disabled={busy}
          onClick={() => !busy && onTap()}
        >
          {subscribed ? "Stop urgent notices" : "Get urgent notices on this phone"}
        </button>
      </div>
      <p className="push-optin__result" aria-live="polite">
        {result}
      </p>
    </section>
  );
}

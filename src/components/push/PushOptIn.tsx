import { useId } from "react";
import { UNAVAILABLE_REASONS } from "../../lib/pushAvailability";
import { usePushOptIn } from "./usePushOptIn";
import "./PushOptIn.css";

export const OFFER = "Closures and emergencies of this school, sent to this phone as they are published.";
export const TAKEN = "This phone gets the school's closures and emergencies as they are published.";

/**
 * "Get urgent notices on this phone": the browser's permission is asked only on a tap, and the
 * subscription then turns the control into "Stop urgent notices". Where push cannot work it says why
 * instead. Every state takes the same box (the controls are kept, unseen, where they do not apply),
 * so nothing moves when the browser's answer replaces the server's first guess.
 */
export function PushOptIn() {
  const { state, information, busy, result, start, stop, choose } = usePushOptIn();
  const id = useId();
  const available = state === "ready" || state === "subscribed";
  return (
    <section className="push-optin" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="footer__heading">
        Urgent notices on your phone
      </h2>
      <p className="push-optin__line">
        {available ? (state === "subscribed" ? TAKEN : OFFER) : UNAVAILABLE_REASONS[state]}
      </p>
      <div className={available ? "push-optin__controls" : "push-optin__controls push-optin__controls--off"}>
        <label className="push-optin__choice">
          <input
            type="checkbox"
            checked={information}
            disabled={busy}
            onChange={(event) => choose(event.target.checked)}
          />{" "}
          Also information notices
        </label>
        <button
          type="button"
          className="button button--accent push-optin__button"
          aria-disabled={busy}
          onClick={() => !busy && void (state === "subscribed" ? stop() : start())}
        >
          {state === "subscribed" ? "Stop urgent notices" : "Get urgent notices on this phone"}
        </button>
      </div>
      <p className="push-optin__result" aria-live="polite">
        {result}
      </p>
    </section>
  );
}

import { useState } from "react";
import { browserPushAvailability, UNAVAILABLE_REASONS } from "../../lib/pushAvailability";
import { OFFER, TAKEN } from "./PushOptInView";
import { usePushOptIn } from "./usePushOptIn";
import "./PushOptIn.css";

/** The opt-in in one line under an urgent notice's message, where a parent who has just read one is
 * offered the next on their phone. Information notices are chosen in the footer's opt-in. Where push cannot
 * work at all it is left out; where the parent can make it work it says how. */
export default function NoticesOptIn() {
  const [first] = useState(browserPushAvailability);
  const { state, busy, result, start, stop } = usePushOptIn(first);
  if (first === "unsupported") return null;
  const available = state === "ready" || state === "subscribed";
  const line = result || (available ? (state === "subscribed" ? TAKEN : OFFER) : UNAVAILABLE_REASONS[state]);
  return (
    <div className="push-optin push-optin--notices">
      <div className="push-optin__bar">
        <p className="push-optin__line" role="status">
          {line}
        </p>
        {available && (
          <button
            type="button"
            className="button push-optin__button"
            aria-disabled={busy}
            onClick={() => !busy && void (state === "subscribed" ? stop() : start())}
          >
            {state === "subscribed" ? "Stop urgent notices" : "Get urgent notices on this phone"}
          </button>
        )}
      </div>
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { browserPushAvailability, UNAVAILABLE_REASONS } from "../../lib/pushAvailability";
import { revealAbove } from "../layout/revealAbove";
import { OFFER, TAKEN } from "./PushOptIn";
import { usePushOptIn } from "./usePushOptIn";
import "./PushOptIn.css";

/** Makes room for the bar at the top of the page without a jump: it comes in the same frame as the
 * notices (its state is set in the same round of effects as theirs). When their reveal is under way
 * (the page has just been scrolled down by their height) the bar's height is added to it; alone, it
 * reveals itself. A visitor who had scrolled down is kept in place by the browser. */
function useRevealWithNotices() {
  const bar = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const atTop = useRef(false);
  useEffect(() => {
    atTop.current = window.scrollY === 0;
    setShown(true);
  }, []);
  useLayoutEffect(() => {
    if (!shown || !bar.current || !atTop.current) return;
    const height = bar.current.getBoundingClientRect().height;
    if (window.scrollY > 0) window.scrollBy({ top: height, behavior: "instant" });
    else revealAbove(bar.current, window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);
  }, [shown]);
  return { bar, shown };
}

/** The opt-in in one line under the urgent notices, where a parent who has just read one is offered
 * the next on their phone. Information notices are chosen in the footer's opt-in. Where push cannot
 * work at all it is left out; where the parent can make it work it says how. */
export default function NoticesOptIn() {
  const [first] = useState(browserPushAvailability);
  const { state, busy, result, start, stop } = usePushOptIn(first);
  const { bar, shown } = useRevealWithNotices();
  if (!shown || first === "unsupported") return null;
  const available = state === "ready" || state === "subscribed";
  const line = result || (available ? (state === "subscribed" ? TAKEN : OFFER) : UNAVAILABLE_REASONS[state]);
  return (
    <div ref={bar} className="push-optin push-optin--notices">
      <div className="container push-optin__bar">
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

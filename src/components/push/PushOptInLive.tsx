import { UNAVAILABLE_REASONS } from "../../lib/pushAvailability";
import { OFFER, PushOptInView, TAKEN } from "./PushOptInView";
import { usePushOptIn } from "./usePushOptIn";

/** The footer's opt-in at work: the browser's permission is asked only on a tap, and the
 * subscription then turns the control into "Stop urgent notices"; where push cannot work it says
 * why instead. */
export default function PushOptInLive() {
  const { state, information, busy, result, start, stop, choose } = usePushOptIn();
  const available = state === "ready" || state === "subscribed";
  return (
    <PushOptInView
      line={available ? (state === "subscribed" ? TAKEN : OFFER) : UNAVAILABLE_REASONS[state]}
      available={available}
      subscribed={state === "subscribed"}
      information={information}
      busy={busy}
      result={result}
      onTap={() => void (state === "subscribed" ? stop() : start())}
      onChoose={choose}
    />
  );
}

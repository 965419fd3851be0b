import { useState } from "react";
import { DeferredForm } from "../forms/DeferredForm";
import { OFFER, PushOptInView } from "./PushOptInView";

const loadLive = () => import(/* webpackChunkName: "push-optin" */ "./PushOptInLive");

/** What a tap says while the code is still on its way. Not done later by itself: a browser asks for
 * permission to notify only on a tap it can answer at once. */
export const STILL_LOADING = "Still loading: tap again in a few seconds.";

/** The server's drawing, until the code arrives on a slow line. Once fetching it has failed, the
 * message above says what to do, and a tap adds nothing to it. */
export function RestingPushOptIn({ failed }: { failed: boolean }) {
  const [tapped, setTapped] = useState(false);
  const early = () => setTapped(true);
  return (
    <PushOptInView
      line={OFFER}
      available
      subscribed={false}
      information={false}
      busy={false}
      result={tapped && !failed ? STILL_LOADING : ""}
      onTap={early}
      onChoose={early}
    />
  );
}

/** "Get urgent notices on this phone" in the footer: its code (the browser's push and the
 * service's calls) loads as it nears the screen, so no page's first script carries it; until then
 * the server's drawing stands in its place. */
export function PushOptIn() {
  return <DeferredForm load={loadLive} resting={(failed) => <RestingPushOptIn failed={failed} />} />;
}

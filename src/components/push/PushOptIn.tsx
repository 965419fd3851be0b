import { DeferredForm } from "../forms/DeferredForm";
import { OFFER, PushOptInView } from "./PushOptInView";

const loadLive = () => import(/* webpackChunkName: "push-optin" */ "./PushOptInLive");
const ignore = () => undefined;

/** "Get urgent notices on this phone" in the footer: its code (the browser's push and the
 * service's calls) loads as it nears the screen, so no page's first script carries it; until then
 * the server's drawing stands in its place. */
export function PushOptIn() {
  return (
    <DeferredForm
      load={loadLive}
      resting={
        <PushOptInView
          line={OFFER}
          available
          subscribed={false}
          information={false}
          busy={false}
          result=""
          onTap={ignore}
          onChoose={ignore}
        />
      }
    />
  );
}

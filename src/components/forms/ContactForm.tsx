import { EMPTY_CONTACT } from "@school/contract/forms/contactFields";
import { ContactFields } from "./ContactFields";
import { DeferredForm } from "./DeferredForm";
import { restingState } from "./formState";

const loadLive = () => import(/* webpackChunkName: "form-contact" */ "./ContactFormLive");
const RESTING = restingState(EMPTY_CONTACT);

/** The contact form (SPEC §5): its checks and sending load as it nears the screen (DeferredForm). */
export function ContactForm() {
  return (
    <DeferredForm
      load={loadLive}
      resting={<ContactFields form={RESTING} disabled sendState="idle" onEdit={() => undefined} />}
    />
  );
}

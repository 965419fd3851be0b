import { EMPTY_CAREER } from "@school/contract/forms/careerFields";
import { CareerFields } from "./CareerFields";
import { DeferredForm } from "./DeferredForm";
import { restingState } from "./formState";

const loadLive = () => import(/* webpackChunkName: "form-career" */ "./CareerFormLive");
const RESTING = restingState(EMPTY_CAREER);

/** The job application (SPEC §2 "Career"): its checks and sending load as it nears the screen
 * (DeferredForm). */
export function CareerForm() {
  return (
    <DeferredForm
      load={loadLive}
      resting={
        <CareerFields form={RESTING} disabled sendState="idle" fileInput={{ current: null }} onEdit={() => undefined} />
      }
    />
  );
}

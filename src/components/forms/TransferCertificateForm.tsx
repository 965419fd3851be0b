import { DeferredForm } from "./DeferredForm";
import { restingState } from "./formState";
import { TcFields } from "./TcFields";

const loadLive = () => import(/* webpackChunkName: "form-tc" */ "./TransferCertificateFormLive");
const RESTING = restingState({ admission: "", name: "" });

/** The transfer-certificate lookup (SPEC §4, §5, §8): its checks and lookup load as it nears the
 * screen (DeferredForm). */
export function TransferCertificateForm() {
  return (
    <DeferredForm
      load={loadLive}
      resting={<TcFields form={RESTING} disabled message={null} downloaded={false} onEdit={() => undefined} />}
    />
  );
}

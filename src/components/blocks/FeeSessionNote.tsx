import { feeSessionNote } from "../../lib/feeSessionNote";
import "./tables.css";

/** Above a page's fee tables: which session the fees are of, when admissions are open for another. */
export function FeeSessionNote({ feeSession, admissionSession }: { feeSession: string; admissionSession: string }) {
  const note = feeSessionNote(feeSession, admissionSession);
  return note ? <p className="fee-session-note">{note}</p> : null;
}

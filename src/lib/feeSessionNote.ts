import { isEarlierSession } from "@school/contract/session";

/** What a fee page says when its fees are of an earlier session than the one admissions are open
 * for: the fees stay those the school set, named with their session, and parents learn whom to ask.
 * Null when the fees are the admission session's own (or of a later one, which the tables name). */
export function feeSessionNote(feeSession: string, admissionSession: string): string | null {
  if (!isEarlierSession(feeSession, admissionSession)) return null;
  return (
    `Admissions are open for session ${admissionSession}. The fees below are those of session ${feeSession}: ` +
    `ask the admissions office for the fees of session ${admissionSession}.`
  );
}

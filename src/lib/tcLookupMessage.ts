import { TC_MESSAGES } from "@school/contract/forms/tcForm";
import { isRecord } from "@school/contract/isRecord";

/** The longest refusal of the service's that the form shows as it is; a longer one is not its own. */
const LONGEST = 300;

/** What the transfer-certificate form says when a lookup fails: SPEC's message, except where the
 * service refuses more tries for now (429), whose answer (`{ error }`, as every refusal of the
 * service's) says until when: "Please try again after 3:40 pm, or contact the school office." SPEC's
 * "try again later" would send a parent back to try, and fail, until then. */
export function tcLookupMessage(error: { status?: number; details?: unknown }): string {
  const said = error.status === 429 && isRecord(error.details) ? error.details.error : undefined;
  return typeof said === "string" && said.trim() && said.length <= LONGEST ? said : TC_MESSAGES.lookupFailed;
}

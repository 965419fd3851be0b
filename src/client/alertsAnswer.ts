/** GET /api/alerts/{code}, kept apart from its reader (the contract's alertRead): every page asks, few get a notice. */
import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import { listOf } from "@school/contract/coerce";
import { SCHOOL_CODE } from "./config";
import { requestJson } from "./http";

/** The service's answer as it came, or [] when the service is down, slow or says something else: a
 * page never waits for it and never shows an error for it. Asked afresh on every page (a 304 when
 * nothing changed): a notice published a moment ago shows on the visitor's next page. It is read
 * (alertRead) only when it holds something, by the part of the page that shows notices. */
export async function fetchAlertsAnswer(): Promise<unknown[]> {
  const answer = await requestJson(apiPath(API_PATHS.alerts, { code: SCHOOL_CODE }), { fresh: true });
  return answer.ok ? listOf(answer.data) : [];
}

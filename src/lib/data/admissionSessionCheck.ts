/** The build stops when the session admissions are open for has ended, so that no page goes on
 * inviting parents to a session that is over: the office writes the next one in site.yaml. */
import { endedSessionProblem, sessionStartingAfter } from "@school/contract/session";
import { DataError } from "./dataError";
import { SITE_FILE, type SiteInfo } from "./siteSchema";

/** `today`: the school's day, YYYY-MM-DD. */
export function admissionSessionFaults(site: Pick<SiteInfo, "admissionSession">, today: string): DataError[] {
  const problem = endedSessionProblem(site.admissionSession, today);
  if (!problem) return [];
  return [
    new DataError(
      SITE_FILE,
      "top level",
      "admissionSession",
      `${problem}: write the session admissions are open for now, such as ${sessionStartingAfter(today)}`,
    ),
  ];
}

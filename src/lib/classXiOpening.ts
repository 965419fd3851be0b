import { isEarlierSession } from "@school/contract/session";

/** The sentence that says when Class XI admission opens. admission.yaml's criteria and date are of
 * their own session; when admissions are open for a later one, the sentence names both and says whom
 * to ask, rather than announce a date that has passed. `opens`: the day, written as the page writes
 * dates. */
export function classXiOpeningText(criteriaSession: string, opens: string, admissionSession: string): string {
  if (!isEarlierSession(criteriaSession, admissionSession))
    return `Class XI admission for session ${criteriaSession} opens on ${opens}.`;
  return (
    `Class XI admission for session ${criteriaSession} opened on ${opens}; ` +
    "the marks required are those of that session. " +
    `Admissions are open for session ${admissionSession}: ask the admissions office for its dates and marks.`
  );
}

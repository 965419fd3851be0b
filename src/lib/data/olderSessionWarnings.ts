/** The build's warnings when the fees or the Class XI criteria are of an earlier session than the one
 * admissions are open for. They do not stop the build: those figures are the latest the school has
 * given, and the pages name their session and send parents to the admissions office. */
import { isEarlierSession } from "@school/contract/session";
import { ADMISSION_FILE } from "./admissionSchema";
import { FEES_FILE } from "./feesSchema";
import { SITE_FILE } from "./siteSchema";

interface Sessions {
  site: { admissionSession: string };
  fees: { session: string };
  admission: { session: string };
}

export function olderSessionWarnings({ site, fees, admission }: Sessions): string[] {
  const open = site.admissionSession;
  const facts: [string, string, string][] = [
    [FEES_FILE, fees.session, "fees"],
    [ADMISSION_FILE, admission.session, "Class XI date and marks"],
  ];
  return facts
    .filter(([, session]) => isEarlierSession(session, open))
    .map(
      ([file, session, what]) =>
        `${file} holds the ${what} of session ${session}, while admissions are open for ${open} (${SITE_FILE}): ` +
        `the pages say so; write those of ${open} when the school sets them.`,
    );
}

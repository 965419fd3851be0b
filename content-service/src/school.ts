import { isSchoolCode, SCHOOL_CODE_RULE } from "@school/contract/schoolCode";
import { sessionYears } from "@school/contract/session";

/** The school whose content this service answers at its code's paths. */
export interface School {
  code: string;
  name: string;
  /** The session admissions are open for, which the sample content names (site.yaml's, when the
   * site's `npm start` runs the service); without it the sample content names the next session to begin. */
  admissionSession?: string;
}

/** SPEC's school: the service's own default, so that it starts with no file of the site's. `npm start`
 * passes the site's site.yaml values (SCHOOL_CODE, SCHOOL_NAME), so that both name the school alike. */
export const DEFAULT_SCHOOL: School = { code: "DPSSWB", name: "Delhi Public School, Siliguri" };

/** SCHOOL_CODE and SCHOOL_NAME, each defaulting to DEFAULT_SCHOOL's, and ADMISSION_SESSION. */
export function schoolFromEnv(env: NodeJS.ProcessEnv): School {
  const code = env.SCHOOL_CODE?.trim() || DEFAULT_SCHOOL.code;
  if (!isSchoolCode(code)) throw new Error(`SCHOOL_CODE=${code}: ${SCHOOL_CODE_RULE}.`);
  const admissionSession = env.ADMISSION_SESSION?.trim();
  if (admissionSession && !sessionYears(admissionSession))
    throw new Error(`ADMISSION_SESSION=${admissionSession}: must be a session such as 2027-28.`);
  return {
    code,
    name: env.SCHOOL_NAME?.trim() || DEFAULT_SCHOOL.name,
    ...(admissionSession ? { admissionSession } : {}),
  };
}

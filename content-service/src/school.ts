import { isSchoolCode, SCHOOL_CODE_RULE } from "@school/contract/schoolCode";

/** The school whose content this service answers at its code's paths. */
export interface School {
  code: string;
  name: string;
}

/** SPEC's school: the service's own default, so that it starts with no file of the site's. `npm start`
 * passes the site's site.yaml values (SCHOOL_CODE, SCHOOL_NAME), so that both name the school alike. */
export const DEFAULT_SCHOOL: School = { code: "DPSSWB", name: "Delhi Public School, Siliguri" };

/** SCHOOL_CODE and SCHOOL_NAME, each defaulting to DEFAULT_SCHOOL's. */
export function schoolFromEnv(env: NodeJS.ProcessEnv): School {
  const code = env.SCHOOL_CODE?.trim() || DEFAULT_SCHOOL.code;
  if (!isSchoolCode(code)) throw new Error(`SCHOOL_CODE=${code}: ${SCHOOL_CODE_RULE}.`);
  return { code, name: env.SCHOOL_NAME?.trim() || DEFAULT_SCHOOL.name };
}

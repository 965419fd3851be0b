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

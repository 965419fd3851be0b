/** A school's code, as every path of the content API carries it (SPEC §7: DPSSWB): capital letters
 * and digits. The site's site.yaml, the service's schools and its routes all check it by this rule. */
export const SCHOOL_CODE_PATTERN = /^[A-Z0-9]+$/;

export const SCHOOL_CODE_RULE = "must be the school code in capital letters and digits, such as DPSSWB";

export const isSchoolCode = (value: string) => SCHOOL_CODE_PATTERN.test(value);

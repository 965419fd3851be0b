/** Dates a person types into a form: a real calendar day (no 31 February), and a date of birth
 * that makes a plausible age for someone applying for a post. */

/** Whether "YYYY-MM-DD" names a day the calendar has. */
export function isRealDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `birth` to `today`, both "YYYY-MM-DD". */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The ages of an applicant: of working age, and no older than a school employs. */
export const APPLICANT_AGE = { min: 18, max: 80 } as const;

export const DOB_AGE_MESSAGE =
  `Please check the date of birth: an applicant is ${APPLICANT_AGE.min} to ${APPLICANT_AGE.max} ` + "years old.";

/** Whether a date of birth makes an applicant's age on `today`. */
export const isApplicantBirthDate = (birth: string, today: string) => {
  const age = ageOn(birth, today);
  return age >= APPLICANT_AGE.min && age <= APPLICANT_AGE.max;
};

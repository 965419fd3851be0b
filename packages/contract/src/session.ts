/** A school session, written as its two years: "2027-28" runs from 1 April 2027 to 31 March 2028
 * (SPEC §9: the academic year is April to March). */

/** The session's first and second years, or null when the text is not a session whose second
 * year follows its first ("2027-29", "2027-2028"). */
export function sessionYears(session: string): { start: number; end: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(session.trim());
  if (!match) return null;
  const start = Number(match[1]);
  return Number(match[2]) === (start + 1) % 100 ? { start, end: start + 1 } : null;
}

/** Whether `session` begins before `other` (false when either is not a session). */
export function isEarlierSession(session: string, other: string): boolean {
  const a = sessionYears(session);
  const b = sessionYears(other);
  return a !== null && b !== null && a.start < b.start;
}

/** The session's last day, as YYYY-MM-DD: 31 March of its second year. */
export function sessionLastDay(session: string): string | null {
  const years = sessionYears(session);
  return years ? `${years.end}-03-31` : null;
}

/** What is wrong with a session that must still be running or to come on `today` (YYYY-MM-DD, the
 * school's day), or null when nothing is. */
export function endedSessionProblem(session: string, today: string): string | null {
  const last = sessionLastDay(session);
  if (!last) return `must be a session such as "2027-28", its second year following its first`;
  return today > last ? `is ${session}, which ended on 31 March ${last.slice(0, 4)}` : null;
}

/** The first session to begin after `today` (YYYY-MM-DD): the one admissions are usually open for. */
export function sessionStartingAfter(today: string): string {
  const year = Number(today.slice(0, 4));
  const start = today.slice(5) >= "04-01" ? year + 1 : year;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

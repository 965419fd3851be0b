/** Which session the toppers pages open on (SPEC §4 "Toppers", resolved knowingly).
 *
 * SPEC's first candidate is "{year+1}-{year}", which never names a real session, so the pages
 * start from the current academic session "{y}-{y+1}" (the academic year runs April to March, so
 * from January to March it began the year before), fall back to the session before it, and if
 * neither has toppers of that class, to the newest session that has. */

const startYear = (session: string): number | null => {
  const match = /^(\d{4})\s*-\s*\d{2,4}$/.exec(session.trim());
  return match ? Number(match[1]) : null;
};

export function academicSessionOf(today: Date): string {
  const start = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;
  return `${start}-${start + 1}`;
}

/** Every distinct session in the data, newest start year first; unreadable ones last. */
export function sessionOptions(sessions: (string | null)[]): string[] {
  const distinct = [...new Set(sessions.filter((s): s is string => Boolean(s && s.trim())).map((s) => s.trim()))];
  return distinct.sort((a, b) => (startYear(b) ?? -Infinity) - (startYear(a) ?? -Infinity));
}

export function defaultSession(sessionsWithRecords: (string | null)[], today: Date): string {
  const current = academicSessionOf(today);
  const available = sessionOptions(sessionsWithRecords);
  const start = Number(current.slice(0, 4));
  const previous = `${start - 1}-${start}`;
  for (const candidate of [current, previous]) {
    if (available.some((s) => startYear(s) === startYear(candidate))) {
      return available.find((s) => startYear(s) === startYear(candidate)) as string;
    }
  }
  return available[0] ?? current;
}

/** The sessions the dropdown offers: those with toppers, and the chosen one even when it has none
 * (a session named in the address, or the current one while there is no data). */
export function sessionChoices(available: readonly string[], chosen: string): string[] {
  return available.includes(chosen) ? [...available] : [chosen, ...available];
}

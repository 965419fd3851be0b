/** The school calendar's month grid: weeks of seven days, Sunday first (SPEC §2). */

export interface CalendarCell {
  /** "YYYY-MM-DD", or null for the blank days before the 1st and after the last day. */
  date: string | null;
  day: number | null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `month` is 1–12. */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: CalendarCell[] = [
    ...Array.from({ length: first }, () => ({ date: null, day: null })),
    ...Array.from({ length: days }, (_, i) => ({ date: `${year}-${pad(month)}-${pad(i + 1)}`, day: i + 1 })),
  ];
  while (cells.length % 7) cells.push({ date: null, day: null });
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month before or after, as year and month 1–12. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The school calendar (SPEC §2): its month grid, weeks of seven days, Sunday first; the month it
 * shows; that month's events. */
import type { IsoDate } from "@school/contract/entities/readFields";
import { dateParts } from "@school/contract/dates";

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

export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** "2026-05": a month as the address names it (?month=). */
export const monthKey = ({ year, month }: CalendarMonth): string => `${year}-${pad(month)}`;

/** The month the calendar shows: the one the address names (?month=YYYY-MM), else this month. */
export function shownMonth(param: string | null, today: Date): CalendarMonth {
  const parts = param ? dateParts(`${param}-01`) : null;
  return parts ? { year: parts.year, month: parts.month } : { year: today.getFullYear(), month: today.getMonth() + 1 };
}

/** An event's last day: its `toDate` when it runs over several days, else its date. */
export const lastDayOf = (event: { date: string; toDate?: IsoDate }): string =>
  event.toDate && event.toDate > event.date ? event.toDate : event.date;

/** Whether an event is on a day ("YYYY-MM-DD"), on its first, last or any day between. */
export const isOnDay = (event: { date: IsoDate; toDate?: IsoDate }, day: string | null): boolean =>
  Boolean(event.date && day && event.date <= day && lastDayOf({ date: event.date, toDate: event.toDate }) >= day);

/** A month's events (those on any of its days, an event over several days too) in the order they
 * start, and the same events by each of the month's days they are on ("YYYY-MM-DD"). */
export function eventsOfMonth<T extends { date: IsoDate; toDate?: IsoDate }>(
  events: readonly T[],
  shown: CalendarMonth,
): { list: T[]; byDate: Map<string, T[]> } {
  const days = new Date(Date.UTC(shown.year, shown.month, 0)).getUTCDate();
  const dayOf = (day: number) => `${monthKey(shown)}-${pad(day)}`;
  const [first, last] = [dayOf(1), dayOf(days)];
  const list = events
    .filter((event): event is T & { date: string } =>
      Boolean(event.date && event.date <= last && lastDayOf({ date: event.date, toDate: event.toDate }) >= first),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const byDate = new Map<string, T[]>();
  for (const event of list) {
    // Only the month's own days: an event that started last month is marked from the 1st.
    const from = event.date < first ? 1 : Number(event.date.slice(8));
    const end = lastDayOf(event);
    const to = end > last ? days : Number(end.slice(8));
    for (let day = from; day <= to; day += 1) byDate.set(dayOf(day), [...(byDate.get(dayOf(day)) ?? []), event]);
  }
  return { list, byDate };
}

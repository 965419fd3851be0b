/** The calendar day in India at a moment, whatever the time zone of the machine that asks: the
 * school's day, which a visitor abroad and a server in UTC must both see. India keeps one offset
 * all year (UTC+05:30, no daylight saving), so no time-zone database is needed. */
const INDIA_OFFSET_MINUTES = 330;

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

export function indiaToday(now: Date): CalendarDay {
  const india = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() + 1, day: india.getUTCDate() };
}

/** The school's day as "YYYY-MM-DD". */
export function indiaTodayIso(now: Date = new Date()): string {
  const { year, month, day } = indiaToday(now);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar day and time in India at a moment, whatever the time zone of the machine that
 * asks: the school's day, which a visitor abroad and a server in UTC must both see. */
let indiaFormat: Intl.DateTimeFormat | undefined;
/** Made when the clock is first read: a page's first Intl date format costs about 15 ms (its locale
 * and zone data), which the home page should not pay while it loads for birthdays it shows later. */
const indiaClockFormat = () =>
  (indiaFormat ??= new Intl.DateTimeFormat("en", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }));

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

export interface IndiaClock extends CalendarDay {
  hour: number;
  minute: number;
}

export function indiaClock(now: Date): IndiaClock {
  const parts = Object.fromEntries(
    indiaClockFormat()
      .formatToParts(now)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

export function indiaToday(now: Date): CalendarDay {
  const { year, month, day } = indiaClock(now);
  return { year, month, day };
}

export const two = (n: number) => String(n).padStart(2, "0");

/** The school's day as "YYYY-MM-DD". */
export function indiaTodayIso(now: Date = new Date()): string {
  const { year, month, day } = indiaToday(now);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The moment India's clocks show a date and time written "YYYY-MM-DDTHH:MM" (as notices' times
 * are); an invalid Date when the text names none. India's offset from UTC is what its clock shows
 * at the moment the text names in UTC, less that moment: Intl knows the zone. */
export function indiaMoment(dateTime: string): Date {
  const asUtc = Date.parse(`${dateTime}:00Z`);
  if (Number.isNaN(asUtc)) return new Date(NaN);
  const shown = indiaClock(new Date(asUtc));
  const offset = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute) - asUtc;
  return new Date(asUtc - offset);
}

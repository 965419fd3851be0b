/** The school calendar's dates: its own entries and the school's events in one list, so that staff
 * enter an event once (at Events) and it is on the calendar too. A date typed in both places before
 * (the same day and the same title) shows once. */
import type { CalendarEvent } from "@school/contract/entities/calendarRead";
import type { SchoolEvent } from "@school/contract/entities/eventRead";
import type { IsoDate } from "@school/contract/entities/readFields";
import { EVENT_DEFAULTS } from "./placeholders";

export interface CalendarDate {
  /** Unique across both sources. */
  id: string;
  title: string;
  date: string;
  /** The last day of an event over several days, else null. */
  toDate: IsoDate;
  /** An event's time ("10:00 am"); null for a calendar entry or an all-day event. */
  time: string | null;
}

/** The same title whatever its case and spacing. */
const sameTitle = (title: string) => title.toLowerCase().replace(/\s+/g, " ").trim();

/** Events first: where a date is in both, the event's (with its time and last day) is kept. */
export function calendarDates(entries: readonly CalendarEvent[], events: readonly SchoolEvent[]): CalendarDate[] {
  const dates: CalendarDate[] = [
    ...events.flatMap((event) =>
      event.date
        ? [
            {
              id: `event-${event.id}`,
              title: event.title ?? EVENT_DEFAULTS.title,
              date: event.date,
              toDate: event.toDate,
              time: event.time,
            },
          ]
        : [],
    ),
    ...entries.flatMap((entry) =>
      entry.date
        ? [{ id: `calendar-${entry.id}`, title: entry.title, date: entry.date, toDate: null, time: null }]
        : [],
    ),
  ];
  const seen = new Set<string>();
  return dates.filter((date) => {
    const key = `${date.date}|${sameTitle(date.title)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

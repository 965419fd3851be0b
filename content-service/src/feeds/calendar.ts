import { createEvents, type DateArray, type EventAttributes } from "ics";
import type { EntityBody } from "../db/entities";
import { readEventTime } from "@school/contract/eventTime";
import { indiaMoment, two } from "@school/contract/indiaToday";
// The site's own reading of service HTML: tags dropped, and the text of scripts and styles with them.
import { plainText as plain } from "@school/contract/coerce";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** SPEC gives an event a start time only; calendars get an hour. */
const TIMED_EVENT_MINUTES = 60;

const dateParts = (value: unknown): [number, number, number] | null => {
  const match = ISO_DATE.exec(String(value ?? ""));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

/** "10:00 am" on a day in Siliguri, as the UTC instant calendars store. */
export function kolkataToUtc([year, month, day]: [number, number, number], time: string): DateArray | null {
  const read = readEventTime(time);
  if (!read) return null;
  const utc = indiaMoment(`${year}-${two(month)}-${two(day)}T${two(read.hours)}:${two(read.minutes)}`);
  return [utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate(), utc.getUTCHours(), utc.getUTCMinutes()];
}

const nextDay = ([year, month, day]: [number, number, number]): DateArray => {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
};

export interface CalendarContext {
  schoolCode: string;
  siteUrl: string;
}

/** One calendar event from a school event or an academic-calendar day: timed in Asia/Kolkata when
 * the event names a time, all-day otherwise (DATE values, ending the day after its last day, as
 * RFC 5545 counts it: an event without a time lasts all day on the site too); a UID that stays the
 * same however often the feed is read. Null for an item without a readable date. */
export function calendarEvent(
  kind: "event" | "calendar",
  item: EntityBody,
  { schoolCode, siteUrl }: CalendarContext,
): EventAttributes | null {
  const start = dateParts(item.date ?? item.toDate);
  if (!start) return null;
  const last = dateParts(item.toDate) ?? start;
  const time = typeof item.time === "string" ? kolkataToUtc(start, item.time) : null;
  const base = {
    uid: `${kind}-${String(item._id)}@${schoolCode.toLowerCase()}.school`,
    title: plain(item.title) || "School event",
    description: plain(item.description) || undefined,
    location: plain(item.venue) || undefined,
    url: `${siteUrl}${kind === "event" ? "/events" : "/school-calendar"}`,
  };
  return time
    ? {
        ...base,
        start: time,
        startInputType: "utc",
        startOutputType: "utc",
        duration: { minutes: TIMED_EVENT_MINUTES },
      }
    : { ...base, start, end: nextDay(last) };
}

/** The school's whole calendar: its events and its academic-calendar days, a day and title that are
 * in both once (the event's, which has the time), as on the site's calendar page. */
export function schoolCalendarEvents(
  events: EntityBody[],
  days: EntityBody[],
  context: CalendarContext,
): EventAttributes[] {
  const seen = new Set<string>();
  const items = [
    ...events.map((item) => ({ kind: "event" as const, item })),
    ...days.map((item) => ({ kind: "calendar" as const, item })),
  ];
  return items.flatMap(({ kind, item }) => {
    const event = calendarEvent(kind, item, context);
    const title = String(event?.title).toLowerCase().replace(/\s+/g, " ");
    const key = `${String(dateParts(item.date ?? item.toDate))}|${title}`;
    if (!event || seen.has(key)) return [];
    seen.add(key);
    return [event];
  });
}

/** An iCalendar (RFC 5545) document of the given events, written by the `ics` library. */
export function icsDocument(events: EventAttributes[], calName: string): string {
  const { error, value } = createEvents(events, { productId: "-//School website//Content service//EN", calName });
  if (error || value === null) throw error ?? new Error("The calendar could not be written");
  return value;
}

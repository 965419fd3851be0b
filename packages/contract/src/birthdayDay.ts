/**
 * A birthday's day as staff type it at the desk, and as it is stored: "26 July". Besides the shapes
 * the site reads (monthDay.ts), it takes the day first as dates are written in India
 * ("26/07", "26-07-2014", "26.7"), "26th of July" and "July 26"; a year is dropped. Nothing here may
 * import Node modules: the desk bundles it with the birthday's schema (entities/birthday.ts).
 */
import { formatMonthDay, monthDayOf, monthNamed, readMonthDay, type MonthDay } from "./monthDay";

const fullYear = (text: string | undefined) =>
  text === undefined ? undefined : text.length === 2 ? 2000 + Number(text) : Number(text);

const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})(?:[/.\-\s](\d{4}|\d{2}))?$/;
const DAY_THEN_NAME = /^(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s\-/]*([a-z]+\.?)(?:[\s,\-/]+(\d{4}))?$/i;
const NAME_THEN_DAY = /^([a-z]+\.?)[\s\-/]*(\d{1,2})(?:st|nd|rd|th)?(?:[\s,\-/]+(\d{4}))?$/i;

/** An ISO date-time's time, read strictly where the site's reader (monthDay.ts) reads any: hours
 * 00–23, minutes, seconds 00–59 with a fraction, and a zone. "24:00" is refused: it is the next
 * day's midnight, so it would name another day than its date. */
const ISO_TIME = /^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;
const ISO_DATE_THEN_TIME = /^\d{4}-\d{2}-\d{2}T(.*)$/;

/** The day and month typed text names, or null. */
export function typedMonthDay(value: unknown): MonthDay | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s+/g, " ");
  const time = ISO_DATE_THEN_TIME.exec(text)?.[1];
  if (time !== undefined && !ISO_TIME.test(time)) return null;
  const stored = readMonthDay(text);
  if (stored) return stored;
  let match = DAY_FIRST.exec(text);
  if (match) return monthDayOf(Number(match[2]), Number(match[1]), fullYear(match[3]));
  match = DAY_THEN_NAME.exec(text);
  if (match) return monthDayOf(monthNamed(match[2]), Number(match[1]), fullYear(match[3]));
  match = NAME_THEN_DAY.exec(text);
  return match ? monthDayOf(monthNamed(match[1]), Number(match[2]), fullYear(match[3])) : null;
}

/** Typed text in the stored shape ("26/07" → "26 July"), or null when it names no day. */
export function canonicalMonthDay(value: unknown): string | null {
  const read = typedMonthDay(value);
  return read ? formatMonthDay(read) : null;
}

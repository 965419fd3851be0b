/**
 * An event's time as SPEC writes it ("08:00 am"): the one shape the desk stores, and what the
 * calendar feed turns into a timed event.
 */

/** SPEC's shape, as stored: a two-digit hour from 01 to 12, the minutes, a space, am or pm. */
export const EVENT_TIME = /^(0[1-9]|1[0-2]):[0-5]\d (am|pm)$/;

/** What is still read as a time: SPEC's shape and the looser ones typed before the desk checked
 * it ("8:00 AM", "10:30am"), so that stored events keep their time in the calendar. */
const READABLE_TIME = /^(\d{1,2}):(\d{2})\s*(am|pm)$/i;

/** The time of day a text names, on a 24-hour clock, or null when it names none. */
export function readEventTime(text: string): { hours: number; minutes: number } | null {
  const match = READABLE_TIME.exec(text.trim());
  if (!match) return null;
  const [hour, minutes] = [Number(match[1]), Number(match[2])];
  if (hour < 1 || hour > 12 || minutes > 59) return null;
  return { hours: (hour % 12) + (match[3].toLowerCase() === "pm" ? 12 : 0), minutes };
}

/** A readable time in SPEC's shape ("8:00 AM" → "08:00 am"), or null when it names none. */
export function canonicalEventTime(text: string): string | null {
  const time = readEventTime(text);
  if (!time) return null;
  const hour = time.hours % 12 || 12;
  return `${String(hour).padStart(2, "0")}:${String(time.minutes).padStart(2, "0")} ${time.hours < 12 ? "am" : "pm"}`;
}

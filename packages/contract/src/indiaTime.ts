/** A time at the desk as the school's office reads it, in India and saying so: "28 Nov 2026, 14:05 IST".
 * Staff may sit anywhere (a trustee abroad, a laptop set to UTC); the school's day and the notices'
 * times are India's, so every time the desk and its messages show is India's, never the browser's. */
import { monthNames } from "./dates";
import { indiaClock, two, type IndiaClock } from "./indiaToday";

/** An India date and time without a zone, as the notices store theirs ("2026-11-28T14:05"). */
const INDIA_WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const clockOf = (value: string): IndiaClock | null => {
  const wall = INDIA_WALL_CLOCK.exec(value);
  if (wall) {
    const [year, month, day, hour, minute] = wall.slice(1).map(Number);
    return month >= 1 && month <= 12 ? { year, month, day, hour, minute } : null;
  }
  const moment = Date.parse(value);
  return Number.isNaN(moment) ? null : indiaClock(new Date(moment));
};

/** A recorded moment (an ISO time with its zone) or an India date and time (no zone), as
 * "28 Nov 2026, 14:05 IST"; "" for nothing, and the text itself when it names no time. */
export function indiaTimeText(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const clock = clockOf(value);
  if (!clock) return value;
  const { year, month, day, hour, minute } = clock;
  return `${two(day)} ${monthNames("short")[month - 1]} ${year}, ${two(hour)}:${two(minute)} IST`;
}

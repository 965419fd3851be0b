/** A birthday's day: the day and the month, without a year. The desk stores it as "26 July" (the
 * office reads it as it is written, and no pupil's year of birth is published); the site reads that,
 * and the ISO shapes another service may send. What staff may type is read at the desk
 * (birthdayDay.ts). */
import { monthNames } from "./dates";

export interface MonthDay {
  /** 1–12. */
  month: number;
  day: number;
}

/** Days of each month in a leap year: 29 February is a birthday too. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The month a word names: its full English name or the first three letters or more ("Sept"). */
export function monthNamed(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, "");
  const index = lower.length < 3 ? -1 : monthNames("long").findIndex((name) => name.toLowerCase().startsWith(lower));
  return index === -1 ? null : index + 1;
}

/** The day and month when they make a day of the calendar (of that year, when one is given). */
export function monthDayOf(month: number | null, day: number, year?: number): MonthDay | null {
  if (!month || month < 1 || month > 12 || day < 1 || day > MONTH_DAYS[month - 1]) return null;
  if (year !== undefined && month === 2 && day === 29 && !isLeapYear(year)) return null;
  return { month, day };
}

/** "26 July" (or "26 Jul 2014"), ISO "2014-07-26" (the year is dropped) and ISO "--07-26". */
const STORED = /^(\d{1,2}) ([a-z]+\.?)(?: (\d{4}))?$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const ISO_MONTH_DAY = /^--(\d{2})-?(\d{2})$/;

/** The day and month a value names in a stored shape, or null. */
export function readMonthDay(value: unknown): MonthDay | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s+/g, " ");
  let match = STORED.exec(text);
  if (match) return monthDayOf(monthNamed(match[2]), Number(match[1]), match[3] ? Number(match[3]) : undefined);
  match = ISO_DATE.exec(text);
  if (match) return monthDayOf(Number(match[2]), Number(match[3]), Number(match[1]));
  match = ISO_MONTH_DAY.exec(text);
  return match ? monthDayOf(Number(match[1]), Number(match[2])) : null;
}

/** "26 July": how the desk stores a birthday's day and the office reads it. */
export const formatMonthDay = ({ month, day }: MonthDay): string => `${day} ${monthNames("long")[month - 1]}`;

/** Whether a birthday falls on a day of a given year. One born on 29 February is greeted on
 * 28 February in the years that have no 29th. */
export function isBirthdayOn(birthday: MonthDay, on: { year: number } & MonthDay): boolean {
  if (birthday.month === 2 && birthday.day === 29 && !isLeapYear(on.year)) return on.month === 2 && on.day === 28;
  return birthday.month === on.month && birthday.day === on.day;
}

/** Which birthdays the home page greets: those whose day is today in India, computed in the browser
 * when the page is seen (never at build). A birthday stays in the list for next year; on the other
 * days of the year it is simply not shown. */
import type { Birthday } from "@school/contract/entities/birthdayRead";
import { indiaToday } from "@school/contract/indiaToday";
import { isBirthdayOn, readMonthDay } from "@school/contract/monthDay";

/** A birthday without a day it can read (a record from before the desk asked for one, or another
 * service that speaks SPEC's API, which has none) is shown every day, as SPEC's list always was:
 * staff publish it on the day and remove it after. The day is read here, not by the client's
 * normaliser, so that only the home page's script carries the reading. */
export function birthdaysToday<T extends Pick<Birthday, "day">>(birthdays: readonly T[], now: Date): T[] {
  const today = indiaToday(now);
  return birthdays.filter((birthday) => {
    const day = readMonthDay(birthday.day);
    return !day || isBirthdayOn(day, today);
  });
}

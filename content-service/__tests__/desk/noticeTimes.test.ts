import { inForce } from "@school/contract/alerts";
import { newNoticeTimes } from "../../desk/src/lib/noticeTimes";

it.each([
  ["in India's afternoon", "2026-11-28T08:35:40Z", "2026-11-28T14:05", "2026-11-29T14:05"],
  [
    "late in India's evening, still morning in UTC's day",
    "2026-11-28T18:45:00Z",
    "2026-11-29T00:15",
    "2026-11-30T00:15",
  ],
  ["on the last day of a month", "2026-11-30T04:30:00Z", "2026-11-30T10:00", "2026-12-01T10:00"],
  ["on the last day of the year", "2026-12-31T12:00:00Z", "2026-12-31T17:30", "2027-01-01T17:30"],
  ["on the 28th of February of a leap year", "2028-02-28T06:30:00Z", "2028-02-28T12:00", "2028-02-29T12:00"],
])("a new notice made %s is shown from now until the same time tomorrow, India time", (_when, now, from, until) => {
  const times = newNoticeTimes(new Date(now));
  expect(times).toEqual({ startsAt: from, endsAt: until });
  // It is in force at once, as the public site reads the times.
  expect(inForce(times, from)).toBe(true);
});

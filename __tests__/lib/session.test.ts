/** @jest-environment node */
import {
  endedSessionProblem,
  isEarlierSession,
  sessionLastDay,
  sessionStartingAfter,
  sessionYears,
} from "@school/contract/session";

it.each([
  ["2027-28", { start: 2027, end: 2028 }],
  [" 2025-26 ", { start: 2025, end: 2026 }],
  ["2099-00", { start: 2099, end: 2100 }],
  ["2027-29", null],
  ["2027-2028", null],
  ["2027", null],
  ["", null],
])("%p is the session %p", (text, years) => {
  expect(sessionYears(text)).toEqual(years);
});

it.each([
  ["2027-28", "2028-03-31"],
  ["2025-26", "2026-03-31"],
  ["27-28", null],
])("%p ends on %p", (session, last) => {
  expect(sessionLastDay(session)).toBe(last);
});

it.each([
  ["2027-28", "2026-11-26", null],
  ["2026-27", "2026-11-26", null],
  ["2027-28", "2028-03-31", null],
  ["2027-28", "2028-04-01", "is 2027-28, which ended on 31 March 2028"],
  ["2025-26", "2026-11-26", "is 2025-26, which ended on 31 March 2026"],
  ["2027-29", "2026-11-26", 'must be a session such as "2027-28", its second year following its first'],
])("%p on %s: %p", (session, today, problem) => {
  expect(endedSessionProblem(session, today)).toBe(problem);
});

it.each([
  ["2026-11-26", "2027-28"],
  ["2027-03-31", "2027-28"],
  ["2027-04-01", "2028-29"],
  ["2099-12-01", "2100-01"],
])("on %s the next session to begin is %p", (today, session) => {
  expect(sessionStartingAfter(today)).toBe(session);
});

it.each([
  ["2025-26", "2027-28", true],
  ["2026-27", "2027-28", true],
  ["2027-28", "2027-28", false],
  ["2028-29", "2027-28", false],
  ["2025-27", "2027-28", false],
])("%p begins before %p: %p", (session, other, earlier) => {
  expect(isEarlierSession(session, other)).toBe(earlier);
});

import { indiaTimeText } from "@school/contract/indiaTime";

// Wherever the tests run but in India, a time shown in the machine's zone fails the rows that cross India's midnight.
it.each([
  ["a moment recorded in UTC", "2026-11-28T08:35:12.345Z", "28 Nov 2026, 14:05 IST"],
  ["a moment late in India's day", "2026-11-28T18:29:00Z", "28 Nov 2026, 23:59 IST"],
  ["a moment that is already the next day in India", "2026-11-28T18:30:00Z", "29 Nov 2026, 00:00 IST"],
  ["the turn of the year in India", "2026-12-31T18:45:00Z", "01 Jan 2027, 00:15 IST"],
  ["a moment written with another offset", "2026-11-28T09:35:00+01:00", "28 Nov 2026, 14:05 IST"],
  ["a notice's India time, which has no zone", "2026-11-28T14:05", "28 Nov 2026, 14:05 IST"],
  ["a notice's time at midnight", "2027-01-01T00:00", "01 Jan 2027, 00:00 IST"],
  ["nothing", "", ""],
  ["text that names no time", "soon", "soon"],
  ["a value that is not text", null, ""],
  ["a number", 42, ""],
])("shows %s in India's time, saying so", (_what, value, shown) => {
  expect(indiaTimeText(value)).toBe(shown);
});

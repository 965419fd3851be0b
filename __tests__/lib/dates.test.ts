import { dateParts, formatNewsDate, formatShortDate, monthNames, todayIso } from "@school/contract/dates";

it.each([
  ["2025-07-26", "26 Jul 2025"],
  ["2026-09-05", "05 Sep 2026"],
  ["2024-12-31", "31 Dec 2024"],
  [null, null],
  ["26/07/2025", null],
])("short date of %p is %p", (iso, text) => {
  expect(formatShortDate(iso)).toBe(text);
});

it.each([
  ["2026-03-14", "14 MARCH 2026"],
  ["2025-11-01", "01 NOVEMBER 2025"],
  [undefined, null],
])("news date of %p is %p", (iso, text) => {
  expect(formatNewsDate(iso)).toBe(text);
});

it("rejects impossible months", () => {
  expect(dateParts("2026-13-01")).toBeNull();
});

it("gives today in local time", () => {
  expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe("2026-11-22");
});

it.each(["short", "long"] as const)("the %s month names are the ones Intl writes in English", (style) => {
  const format = new Intl.DateTimeFormat("en", { month: style, timeZone: "UTC" });
  expect(monthNames(style)).toEqual(Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1))));
});

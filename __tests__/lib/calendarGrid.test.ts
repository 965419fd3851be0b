import { monthGrid, shiftMonth } from "../../src/lib/calendarGrid";

const firstWeekday = (year: number, month: number) => monthGrid(year, month)[0].findIndex((cell) => cell.day === 1);

it.each([
  [2026, 2, 0, "Sunday"],
  [2026, 6, 1, "Monday"],
  [2026, 9, 2, "Tuesday"],
  [2026, 4, 3, "Wednesday"],
  [2026, 1, 4, "Thursday"],
  [2026, 5, 5, "Friday"],
  [2026, 8, 6, "Saturday"],
])("%i-%i starts on weekday %i (%s)", (year, month, weekday) => {
  expect(firstWeekday(year, month)).toBe(weekday);
});

it("gives every week seven days and every day of the month once", () => {
  for (const [year, month, days] of [[2026, 11, 30], [2026, 12, 31], [2026, 2, 28], [2024, 2, 29], [2100, 2, 28], [2000, 2, 29]]) {
    const weeks = monthGrid(year, month);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const dates = weeks.flat().filter((c) => c.date);
    expect(dates).toHaveLength(days);
    expect(dates[dates.length - 1].day).toBe(days);
  }
});

it("fits February 2026, which starts on a Sunday, in exactly four weeks", () => {
  expect(monthGrid(2026, 2)).toHaveLength(4);
  expect(monthGrid(2026, 2)[0][0]).toEqual({ date: "2026-02-01", day: 1 });
});

it("moves across year ends", () => {
  expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
  expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  expect(shiftMonth(2026, 5, 0)).toEqual({ year: 2026, month: 5 });
});

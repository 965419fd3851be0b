import { eventsOfMonth, monthGrid, monthKey, shiftMonth, shownMonth } from "../../src/lib/calendar";

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
  for (const [year, month, days] of [
    [2026, 11, 30],
    [2026, 12, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
  ]) {
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

describe("the month shown", () => {
  const today = new Date(2026, 10, 22);
  it.each([
    [null, { year: 2026, month: 11 }],
    ["2027-01", { year: 2027, month: 1 }],
    ["2026-13", { year: 2026, month: 11 }],
    ["next", { year: 2026, month: 11 }],
    ["2025-12-25", { year: 2026, month: 11 }],
  ])("for ?month=%p is %p", (param, shown) => {
    expect(shownMonth(param, today)).toEqual(shown);
  });

  it.each([
    [{ year: 2026, month: 5 }, "2026-05"],
    [{ year: 2027, month: 12 }, "2027-12"],
  ])("%p is written %s in the address", (month, key) => {
    expect(monthKey(month)).toBe(key);
  });
});

describe("a month's events", () => {
  const events = [
    { id: "a", date: "2026-05-20" },
    { id: "b", date: "2026-05-03" },
    { id: "c", date: "2026-06-03" },
    { id: "d", date: null },
    { id: "e", date: "2026-05-20" },
    { id: "f", date: "2025-05-03" },
  ];

  it.each([
    [{ year: 2026, month: 5 }, ["b", "a", "e"]],
    [{ year: 2026, month: 6 }, ["c"]],
    [{ year: 2026, month: 7 }, []],
  ])("in %p, in date order: %p", (month, ids) => {
    expect(eventsOfMonth(events, month).list.map((e) => e.id)).toEqual(ids);
  });

  it("groups them by day for the grid's marks", () => {
    const { byDate } = eventsOfMonth(events, { year: 2026, month: 5 });
    expect([...byDate].map(([date, list]) => [date, list.map((e) => e.id)])).toEqual([
      ["2026-05-03", ["b"]],
      ["2026-05-20", ["a", "e"]],
    ]);
  });
});

/** @jest-environment node */
import { matchesFilter } from "../../src/desk/listFilter";
import { applyListQuery } from "../../src/desk/listQuery";

const row = {
  id: "e1",
  date: "2026-11-20",
  createdAt: "2026-11-20T04:30:00.000Z",
  division: 91.5,
  handled: false,
  day: "",
  title: "Sports day",
};

it.each([
  ["date_lt", "2026-11-21", true],
  ["date_lt", "2026-11-20", false],
  ["date_lte", "2026-11-20", true],
  ["date_gt", "2026-11-20", false],
  ["date_gte", "2026-11-20", true],
  ["createdAt_gte", "2026-11-19T18:30:00.000Z", true],
  ["createdAt_lt", "2026-11-19T18:30:00.000Z", false],
  ["division_gt", 90, true],
  ["division_lt", 90, false],
  // A number is not compared with text, nor a missing field with anything.
  ["division_gt", "90", false],
  ["toDate_lt", "2099-01-01", false],
  ["day_empty", true, true],
  ["toDate_empty", true, true],
  ["title_empty", true, false],
  ["title_empty", false, true],
  ["handled", false, true],
  ["title", "Sports", false],
])("%p %p matches: %p", (key, value, matches) => {
  expect(matchesFilter(row, key, value)).toBe(matches);
});

it("matches a field whose own name ends like an operator as itself", () => {
  expect(matchesFilter({ plan_lt: "x" }, "plan_lt", "x")).toBe(true);
  expect(matchesFilter({ plan_lt: "x" }, "plan_lt", "y")).toBe(false);
});

it("filters a list with comparisons and exact matches together, and counts what matches", () => {
  const rows = [
    { id: "a", date: "2026-11-01", origin: "desk" },
    { id: "b", date: "2026-11-30", origin: "desk" },
    { id: "c", date: "2026-10-01", origin: "seed" },
    { id: "d", origin: "desk" },
  ];
  const { page, total } = applyListQuery(
    rows,
    { sort: { field: "date", order: "ASC" }, range: [0, 0], filter: { date_lt: "2026-11-25", origin: "desk" } },
    [],
  );
  expect(total).toBe(1);
  expect(page.map((r) => r.id)).toEqual(["a"]);
});

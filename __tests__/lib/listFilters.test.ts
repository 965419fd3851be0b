import {
  ALL,
  applyFilter,
  chosenOption,
  monthOptions,
  newsDefaultYear,
  sortNewestFirst,
  yearOptions,
} from "../../src/lib/listFilters";

interface Item {
  title: string;
  date: string | null;
}

const items: Item[] = [
  { title: "Science Fair", date: "2025-11-20" },
  { title: "Sports Day", date: "2026-02-14" },
  { title: "Undated notice", date: null },
  { title: "Annual Day", date: "2026-11-02" },
  { title: "Science Olympiad", date: "2026-02-03" },
];
const dateOf = (i: Item) => i.date;
const textsOf = (i: Item) => [i.title];
const titles = (list: Item[]) => list.map((i) => i.title);
const filter = (year: string, month: string, search = "") =>
  titles(applyFilter(items, { year, month, search }, dateOf, textsOf));

describe("applyFilter", () => {
  it.each([
    [ALL, ALL, "", ["Annual Day", "Sports Day", "Science Olympiad", "Science Fair", "Undated notice"]],
    ["2026", ALL, "", ["Annual Day", "Sports Day", "Science Olympiad"]],
    ["2025", ALL, "", ["Science Fair"]],
    [ALL, "Feb", "", ["Sports Day", "Science Olympiad"]],
    ["2026", "Nov", "", ["Annual Day"]],
    ["2025", "Feb", "", []],
    [ALL, ALL, "science", ["Science Olympiad", "Science Fair"]],
    [ALL, ALL, "  NOTICE ", ["Undated notice"]],
    ["2026", ALL, "day", ["Annual Day", "Sports Day"]],
    ["1999", ALL, "", []],
  ])("year %s, month %s, search %p", (year, month, search, expected) => {
    expect(filter(year, month, search)).toEqual(expected);
  });

  it("searches every text it is given (toppers: name or stream)", () => {
    const toppers = [
      { name: "Riya", stream: "Science", date: null },
      { name: "Kabir", stream: "Commerce", date: null },
    ];
    const found = applyFilter(
      toppers,
      { year: ALL, month: ALL, search: "comm" },
      () => null,
      (t) => [t.name, t.stream],
    );
    expect(found.map((t) => t.name)).toEqual(["Kabir"]);
  });
});

it("sorts newest first, undated last, ties in original order", () => {
  expect(titles(sortNewestFirst([...items, { title: "Also Feb 14", date: "2026-02-14" }], dateOf))).toEqual([
    "Annual Day",
    "Sports Day",
    "Also Feb 14",
    "Science Olympiad",
    "Science Fair",
    "Undated notice",
  ]);
});

it("offers All and the years present, newest first", () => {
  expect(yearOptions(items, dateOf)).toEqual([ALL, "2026", "2025"]);
  expect(yearOptions([], dateOf)).toEqual([ALL]);
});

it("offers All and only the months present, in calendar order", () => {
  expect(monthOptions(items, dateOf)).toEqual([ALL, "Feb", "Nov"]);
});

describe("newsDefaultYear", () => {
  it("is this year when this year has news", () => {
    expect(newsDefaultYear(items, dateOf, new Date(2026, 5, 1))).toBe("2026");
  });
  it("falls back to last year when this year has none", () => {
    expect(newsDefaultYear(items, dateOf, new Date(2027, 0, 10))).toBe("2026");
  });
});

describe("chosenOption", () => {
  const years = [ALL, "2026", "2025"];
  it.each([
    ["a default year that has items", null, "2026", { value: "2026", options: years }],
    [
      "a default year that has none falls back to All, and is not offered",
      null,
      "2027",
      { value: ALL, options: years },
    ],
    ["a year the address names is kept", "2025", "2026", { value: "2025", options: years }],
    [
      "a year the address names without items is kept and offered",
      "2019",
      "2026",
      { value: "2019", options: [ALL, "2026", "2025", "2019"] },
    ],
    ["with no items at all", null, "2026", { value: ALL, options: [ALL] }],
  ])("%s", (_label, requested, fallback, expected) => {
    const options = expected.options.length === 1 ? [ALL] : years;
    expect(chosenOption(options, requested, fallback)).toEqual(expected);
  });
});

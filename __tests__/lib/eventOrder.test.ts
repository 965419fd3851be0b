import { ALL, applyFilter, sortByDate, type ListOrder } from "../../src/lib/listFilters";

interface Event {
  title: string;
  date: string | null;
}

const upcoming: Event[] = [
  { title: "Career Guidance Talk", date: "2027-01-09" },
  { title: "Parent-Teacher Meeting", date: "2026-12-04" },
  { title: "Undated", date: null },
  { title: "Science Fair", date: "2026-12-23" },
  { title: "Quiz", date: "2026-12-10" },
  { title: "Also on the 10th", date: "2026-12-10" },
];
const titles = (events: Event[]) => events.map((e) => e.title);

describe("events in date order", () => {
  it.each<[ListOrder, string[]]>([
    // What is still to come reads soonest first: next week's event leads.
    [
      "soonest",
      ["Parent-Teacher Meeting", "Quiz", "Also on the 10th", "Science Fair", "Career Guidance Talk", "Undated"],
    ],
    // SPEC's order for what has happened.
    [
      "newest",
      ["Career Guidance Talk", "Science Fair", "Quiz", "Also on the 10th", "Parent-Teacher Meeting", "Undated"],
    ],
  ])("%s first: %p", (order, expected) => {
    expect(titles(sortByDate(upcoming, (e) => e.date, order))).toEqual(expected);
  });

  it.each<[string, string, ListOrder, string[]]>([
    [
      ALL,
      ALL,
      "soonest",
      ["Parent-Teacher Meeting", "Quiz", "Also on the 10th", "Science Fair", "Career Guidance Talk", "Undated"],
    ],
    ["2026", ALL, "soonest", ["Parent-Teacher Meeting", "Quiz", "Also on the 10th", "Science Fair"]],
    [ALL, "Dec", "soonest", ["Parent-Teacher Meeting", "Quiz", "Also on the 10th", "Science Fair"]],
    ["2026", ALL, "newest", ["Science Fair", "Quiz", "Also on the 10th", "Parent-Teacher Meeting"]],
  ])("filtered to year %s, month %s, %s first", (year, month, order, expected) => {
    expect(
      titles(
        applyFilter(
          upcoming,
          { year, month, search: "" },
          (e) => e.date,
          (e) => [e.title],
          order,
        ),
      ),
    ).toEqual(expected);
  });

  it("keeps SPEC's newest first when no order is given", () => {
    expect(
      titles(
        applyFilter(
          upcoming,
          { year: ALL, month: ALL, search: "" },
          (e) => e.date,
          (e) => [e.title],
        ),
      )[0],
    ).toBe("Career Guidance Talk");
  });
});

import { eventsOfMonth, isOnDay } from "../../src/lib/calendar";
import { formatDateRange } from "../../src/lib/dateRange";
import type { CalendarEvent } from "@school/contract/entities/calendarRead";
import type { SchoolEvent } from "@school/contract/entities/eventRead";
import { calendarDates } from "../../src/lib/schoolCalendar";

const entry = (id: string, title: string, date: string | null): CalendarEvent => ({ id, title, date, attachments: [] });
const event = (id: string, fields: Partial<SchoolEvent>): SchoolEvent => ({
  id,
  serviceId: id,
  title: null,
  description: null,
  date: null,
  toDate: null,
  time: null,
  venue: null,
  images: [],
  attachments: [],
  ...fields,
});

describe("the calendar's dates from both sources", () => {
  it("puts the school's events beside the calendar's own entries", () => {
    const dates = calendarDates(
      [entry("c1", "Unit test begins", "2026-11-03")],
      [event("e1", { title: "Inter-School Quiz", date: "2026-11-12", time: "10:00 am" })],
    );
    expect(dates).toEqual([
      { id: "event-e1", title: "Inter-School Quiz", date: "2026-11-12", toDate: null, time: "10:00 am" },
      { id: "calendar-c1", title: "Unit test begins", date: "2026-11-03", toDate: null, time: null },
    ]);
  });

  it.each([
    ["the same title", "Sports Week", "2026-12-10", 1],
    ["the same title in other case and spacing", "  sports   WEEK ", "2026-12-10", 1],
    ["another day", "Sports Week", "2026-12-11", 2],
    ["another title", "Sports Week trials", "2026-12-10", 2],
  ])("shows a date typed in both places once: %s", (_, title, date, count) => {
    const dates = calendarDates(
      [entry("c1", title, date)],
      [event("e1", { title: "Sports Week", date: "2026-12-10", time: "09:00 am" })],
    );
    expect(dates).toHaveLength(count);
    // Where there is one, it is the event's, which has the time.
    expect(dates[0]).toMatchObject({ id: "event-e1", time: "09:00 am" });
  });

  it("leaves out what has no date, and names an untitled event as the site does", () => {
    const dates = calendarDates(
      [entry("c1", "No day", null)],
      [event("e1", { date: null, title: "No day" }), event("e2", { date: "2026-12-01" })],
    );
    expect(dates.map((d) => d.title)).toEqual(["Untitled Event"]);
  });

  it("keeps ids apart when both sources use the same one", () => {
    const dates = calendarDates([entry("1", "A", "2026-12-01")], [event("1", { title: "B", date: "2026-12-01" })]);
    expect(new Set(dates.map((d) => d.id)).size).toBe(2);
  });
});

describe("a month's dates, some over several days", () => {
  const dates = [
    { id: "fair", date: "2026-12-23", toDate: "2026-12-24" },
    { id: "break", date: "2026-12-30", toDate: "2027-01-05" },
    { id: "quiz", date: "2026-12-10", toDate: null },
    { id: "backwards", date: "2026-12-15", toDate: "2026-12-01" },
    { id: "november", date: "2026-11-28", toDate: "2026-12-02" },
  ];
  const marked = (month: { year: number; month: number }) =>
    [...eventsOfMonth(dates, month).byDate].map(([day, list]) => [day.slice(5), list.map((d) => d.id).join(",")]);

  it.each([
    [{ year: 2026, month: 12 }, ["november", "quiz", "backwards", "fair", "break"]],
    [{ year: 2027, month: 1 }, ["break"]],
    [{ year: 2026, month: 11 }, ["november"]],
    [{ year: 2027, month: 2 }, []],
  ])("in %p, in the order they start: %p", (month, ids) => {
    expect(eventsOfMonth(dates, month).list.map((d) => d.id)).toEqual(ids);
  });

  it("marks every day of the month they are on, and no day of another month", () => {
    expect(marked({ year: 2026, month: 12 })).toEqual([
      ["12-01", "november"],
      ["12-02", "november"],
      ["12-10", "quiz"],
      ["12-15", "backwards"],
      ["12-23", "fair"],
      ["12-24", "fair"],
      ["12-30", "break"],
      ["12-31", "break"],
    ]);
    expect(marked({ year: 2027, month: 1 }).map(([day]) => day)).toEqual(["01-01", "01-02", "01-03", "01-04", "01-05"]);
  });

  it.each([
    ["2026-12-23", "fair", true],
    ["2026-12-24", "fair", true],
    ["2026-12-25", "fair", false],
    ["2026-12-10", "quiz", true],
    ["2026-12-11", "quiz", false],
    ["2026-12-14", "backwards", false],
  ])("on %s, %s is on: %p", (day, id, on) => {
    expect(
      isOnDay(
        dates.find((d) => d.id === id)!,
        day,
      ),
    ).toBe(on);
  });
});

it.each([
  ["2025-07-26", null, "26 Jul 2025"],
  ["2025-07-26", "2025-07-26", "26 Jul 2025"],
  ["2025-07-26", "2025-07-20", "26 Jul 2025"],
  ["2026-08-12", "2026-08-14", "12–14 Aug 2026"],
  ["2026-07-30", "2026-08-02", "30 Jul – 02 Aug 2026"],
  ["2026-12-30", "2027-01-02", "30 Dec 2026 – 02 Jan 2027"],
  [null, "2026-08-14", null],
])("the days from %p to %p read %p", (from, to, text) => {
  expect(formatDateRange(from, to)).toBe(text);
});

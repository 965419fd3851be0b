import { birthdaysToday } from "../../src/lib/birthdaysToday";
import { indiaToday } from "@school/contract/indiaToday";
import { canonicalMonthDay } from "@school/contract/birthdayDay";
import { readMonthDay } from "@school/contract/monthDay";
import { seedPlan } from "../../content-service/src/seed/seedData";

describe("today in India", () => {
  it.each([
    // India is UTC+05:30 all year: its day starts at 18:30 UTC the day before.
    ["2026-07-25T18:29:59Z", { year: 2026, month: 7, day: 25 }],
    ["2026-07-25T18:30:00Z", { year: 2026, month: 7, day: 26 }],
    ["2026-07-26T18:29:00Z", { year: 2026, month: 7, day: 26 }],
    // New Year comes to India while it is still the old year in UTC and in the Americas.
    ["2026-12-31T18:30:00Z", { year: 2027, month: 1, day: 1 }],
    ["2026-12-31T18:29:00Z", { year: 2026, month: 12, day: 31 }],
    // The same moment, written in other zones.
    ["2026-12-31T13:30:00-05:00", { year: 2027, month: 1, day: 1 }],
    ["2027-01-01T08:00:00+14:00", { year: 2026, month: 12, day: 31 }],
    ["2028-02-28T20:00:00Z", { year: 2028, month: 2, day: 29 }],
  ])("at %s is %p", (moment, day) => {
    expect(indiaToday(new Date(moment))).toEqual(day);
  });
});

describe("the birthdays the home page greets", () => {
  const list = [
    { name: "Asha", day: "26 July" },
    { name: "Ravi", day: "2014-07-25" },
    { name: "Leap", day: "29 February" },
    { name: "New Year", day: "--01-01" },
    { name: "Eve", day: "31 Dec" },
    // A record from before birthdays had a day: shown every day, as SPEC's list always was; and one
    // whose day cannot be read is treated alike rather than hidden for ever.
    { name: "Undated", day: null },
    { name: "Unreadable", day: "sometime in July" },
  ];
  const greeted = (moment: string) => birthdaysToday(list, new Date(moment)).map((b) => b.name);

  it.each([
    ["2026-07-26T04:00:00Z", ["Asha", "Undated", "Unreadable"]],
    // Late evening of the 25th in UTC is already the 26th in India.
    ["2026-07-25T20:00:00Z", ["Asha", "Undated", "Unreadable"]],
    ["2026-07-25T10:00:00Z", ["Ravi", "Undated", "Unreadable"]],
    // The day after: yesterday's birthday stays in the list for next year, but is not shown.
    ["2026-07-27T04:00:00Z", ["Undated", "Unreadable"]],
    ["2027-07-26T04:00:00Z", ["Asha", "Undated", "Unreadable"]],
    ["2026-12-31T18:00:00Z", ["Eve", "Undated", "Unreadable"]],
    ["2026-12-31T19:00:00Z", ["New Year", "Undated", "Unreadable"]],
    ["2027-02-28T06:00:00Z", ["Leap", "Undated", "Unreadable"]],
    ["2028-02-28T06:00:00Z", ["Undated", "Unreadable"]],
    ["2028-02-29T06:00:00Z", ["Leap", "Undated", "Unreadable"]],
  ])("at %s: %p", (moment, names) => {
    expect(greeted(moment)).toEqual(names);
  });

  it("greets nobody on a day with no birthday when every birthday has a day", () => {
    expect(birthdaysToday(list.slice(0, 5), new Date("2026-03-10T06:00:00Z"))).toEqual([]);
  });
});

/** The content service's sample birthdays, as the home page greets them. */
describe("the seed's birthdays", () => {
  it.each([
    ["late evening in UTC, already the next day in India", "2026-07-25T20:00:00Z"],
    ["midday", "2026-07-26T06:30:00Z"],
    ["New Year's Eve, New Year's Day in India", "2026-12-31T19:00:00Z"],
    ["29 February", "2028-02-29T06:00:00Z"],
  ])("greet three pupils on the day the seed ran (%s), and keep the others for their days", (_, moment) => {
    const now = new Date(moment);
    const birthdays = seedPlan(now)
      .entities.filter((e) => e.kind === "birthday")
      .map((e) => ({ name: String(e.body.name), day: String(e.body.day) }));
    expect(birthdays.every((b) => readMonthDay(b.day) && canonicalMonthDay(b.day) === b.day)).toBe(true);
    expect(birthdaysToday(birthdays, now).map((b) => b.name)).toEqual(["Aarav Sharma", "Meera Gupta", "Rohan Pradhan"]);
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(birthdaysToday(birthdays, tomorrow).map((b) => b.name)).not.toContain("Aarav Sharma");
  });
});

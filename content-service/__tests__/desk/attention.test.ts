import { DESK_KINDS } from "@school/contract/desk/kinds";
import { publishedToday, startOfDay, toTidy } from "../../desk/src/lib/attention";

const day = { today: "2026-11-25", dayStart: startOfDay(new Date("2026-11-25T10:10:00Z")) };

it.each([
  ["in the afternoon in India", "2026-11-25T10:10:00Z", "2026-11-24T18:30:00.000Z"],
  ["just after midnight in India, still the day before in UTC", "2026-11-24T18:40:00Z", "2026-11-24T18:30:00.000Z"],
  ["just before midnight in India", "2026-11-25T18:29:00Z", "2026-11-24T18:30:00.000Z"],
  ["on the first of a month", "2026-11-30T19:00:00Z", "2026-11-30T18:30:00.000Z"],
])("starts the day at India's midnight, whatever the browser's zone: %s", (_when, now, midnight) => {
  expect(startOfDay(new Date(now))).toBe(midnight);
});

it("asks admins about new enquiries and applications, and editors not", () => {
  expect(toTidy({ today: day.today, isAdmin: true })[0]).toMatchObject({
    resource: "submissions",
    filter: { handled: false },
  });
  expect(toTidy({ today: day.today, isAdmin: false }).map((line) => line.resource)).toEqual([
    "events",
    "birthdays",
    "alerts",
  ]);
});

it("counts events dated before today as past", () => {
  expect(toTidy({ today: day.today, isAdmin: false })[0]).toMatchObject({
    label: "Past events",
    filter: { date_lt: "2026-11-25" },
  });
});

it("tidies the birthdays the home page shows every day: those without a day", () => {
  expect(toTidy({ today: day.today, isAdmin: false })[1]).toMatchObject({
    label: "Birthdays without a day",
    filter: { day_empty: true },
  });
});

it("counts today's additions at the desk for every kind staff publish, and only those", () => {
  const lines = publishedToday(day.dayStart);
  expect(lines.map((line) => line.resource)).toEqual(DESK_KINDS.filter((kind) => kind.entity).map((kind) => kind.name));
  expect(lines.map((line) => line.resource)).not.toContain("submissions");
  for (const line of lines) expect(line.filter).toEqual({ origin: "desk", createdAt_gte: day.dayStart });
});

it("counts the urgent notices whose time has passed, by India's date and time", () => {
  expect(toTidy({ today: day.today, isAdmin: false })[2]).toMatchObject({
    label: "Ended notices",
    filter: { endsAt_lt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) },
  });
});

import { DESK_KINDS } from "@school/contract/desk/kinds";
import { publishedToday, startOfDay, toTidy } from "../../desk/src/lib/attention";

const day = { today: "2026-11-25", dayStart: startOfDay(new Date(2026, 10, 25, 15, 40)) };

it("starts the day at the office's midnight", () => {
  expect(new Date(day.dayStart).getTime()).toBe(new Date(2026, 10, 25).getTime());
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

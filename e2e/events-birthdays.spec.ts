import { expect, test, type Page } from "@playwright/test";
import { isBirthdayOn, readMonthDay, type MonthDay } from "@school/contract/monthDay";
import { indiaMorning } from "./indiaDay";
import { API_ORIGIN } from "./serviceStubs";

test.use({ viewport: { width: 375, height: 812 } });

type Item = Record<string, unknown>;
const TIME = /\b\d{1,2}:\d{2}\s?(am|pm)\b/i;

async function api(page: Page, path: string): Promise<Item[]> {
  return (await page.request.get(`${API_ORIGIN}${path}`)).json();
}

test("an event without a time shows no time: it lasts all day", async ({ page }) => {
  const events = await api(page, "/api/events/DPSSWB");
  const allDay = events.find((event) => !event.time)!;
  const timed = events.find((event) => event.time)!;
  await page.goto("/events");
  const card = (title: unknown) =>
    page
      .getByRole("main")
      .locator(".event-card")
      .filter({ has: page.getByRole("heading", { name: String(title), exact: true }) });
  await expect(card(allDay.title).locator(".event-card__when")).toContainText("All day");
  await expect(card(allDay.title)).not.toContainText(TIME);
  await expect(card(allDay.title)).not.toContainText("08:00 am");
  await expect(card(timed.title).locator(".event-card__when")).toContainText(String(timed.time));
});

test("/events lists the upcoming events soonest first", async ({ page }) => {
  const upcoming = await api(page, "/api/events/DPSSWB");
  expect(upcoming.length).toBeGreaterThan(2);
  const soonestFirst = [...upcoming]
    .sort((a, b) => String(a.date).localeCompare(String(b.date)))
    .map((event) => event.title);
  await page.goto("/events");
  const titles = page.getByRole("main").locator(".event-card__title");
  await expect(titles).toHaveCount(upcoming.length);
  expect(await titles.allTextContents()).toEqual(soonestFirst);
});

test("/school-calendar shows the school's events beside its own dates, a date in both once", async ({ page }) => {
  const events = await api(page, "/api/events/All/DPSSWB");
  const calendar = await api(page, "/api/academicCalender/all/DPSSWB");
  // The seed typed the quiz in both places, as staff did before events reached the calendar.
  const quiz = events.find((event) => event.title === "Inter-School Quiz")!;
  expect(calendar.some((entry) => entry.title === quiz.title && entry.date === quiz.date)).toBe(true);
  // An event that is not a calendar date, over two days.
  const fair = events.find((event) => event.toDate && event.toDate !== event.date)!;
  expect(calendar.some((entry) => entry.title === fair.title)).toBe(false);

  await page.goto(`/school-calendar?month=${String(quiz.date).slice(0, 7)}`);
  const list = page.getByRole("region", { name: /^Events in / });
  await expect(list.getByText(String(quiz.title), { exact: false })).toHaveCount(1);
  await expect(list.locator("li", { hasText: String(quiz.title) })).toContainText(String(quiz.time));
  const day = Number(String(quiz.date).slice(8));
  await expect(page.getByRole("button", { name: new RegExp(`^${day} \\w+: \\d+ events?$`) })).toBeVisible();

  await page.goto(`/school-calendar?month=${String(fair.date).slice(0, 7)}`);
  await expect(list.locator("li", { hasText: String(fair.title) })).toHaveCount(1);
  for (const date of [fair.date, fair.toDate]) {
    // The two days, when the second is in the month shown.
    if (String(date).slice(0, 7) !== String(fair.date).slice(0, 7)) continue;
    await expect(
      page.getByRole("button", { name: new RegExp(`^${Number(String(date).slice(8))} \\w+: \\d+ events?$`) }),
    ).toBeVisible();
  }
});

/** The home page's birthday section once its list has arrived. */
async function birthdaySection(page: Page) {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Happy birthday" });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
  return section;
}

test.describe("birthdays", () => {
  let birthdays: { name: string; day: MonthDay }[];
  test.beforeEach(async ({ page }) => {
    birthdays = (await api(page, "/api/birthdays/DPSSWB")).map((b) => ({
      name: String(b.name),
      day: readMonthDay(b.day)!,
    }));
    expect(birthdays.every((b) => b.day)).toBe(true);
  });

  test("a birthday is shown on its day, every year, and not on other days", async ({ page }) => {
    // A pupil whose day nobody else has (the seed gave the day it ran to three).
    const pupil = birthdays.find(
      (b) => birthdays.filter((other) => isBirthdayOn(other.day, { year: 2028, ...b.day })).length === 1,
    )!;
    for (const year of [2028, 2029]) {
      await page.clock.setFixedTime(indiaMorning(year, pupil.day));
      const section = await birthdaySection(page);
      await expect(section.getByText(pupil.name)).toHaveCount(1);
      for (const other of birthdays.filter((b) => b !== pupil))
        await expect(section.getByText(other.name)).toHaveCount(0);
      await expect(section.getByText("Student Name")).toHaveCount(0);
    }
  });

  test("a day without birthdays shows SPEC's two sample cards", async ({ page }) => {
    // The first day of 2028 after the seed's first birthday that is nobody's.
    let day = new Date(indiaMorning(2028, birthdays[0].day));
    const nobody = (date: Date) =>
      !birthdays.some((b) =>
        isBirthdayOn(b.day, { year: 2028, month: date.getUTCMonth() + 1, day: date.getUTCDate() }),
      );
    while (!nobody(day)) day = new Date(day.getTime() + 86_400_000);
    await page.clock.setFixedTime(day);
    const section = await birthdaySection(page);
    await expect(section.getByText("Student Name")).toHaveCount(2);
    for (const b of birthdays) await expect(section.getByText(b.name)).toHaveCount(0);
  });

  test.describe("seen from New York", () => {
    test.use({ timezoneId: "America/New_York" });

    test("the day is India's: half past midnight there is still yesterday here", async ({ page }) => {
      const pupil = birthdays.find(
        (b) => birthdays.filter((other) => isBirthdayOn(other.day, { year: 2028, ...b.day })).length === 1,
      )!;
      const moment = new Date(indiaMorning(2028, pupil.day).getTime() - (9 * 60 + 30) * 60_000);
      expect(await page.evaluate((at) => new Date(at).getDate(), moment.getTime())).not.toBe(pupil.day.day);
      await page.clock.setFixedTime(moment);
      const section = await birthdaySection(page);
      await expect(section.getByText(pupil.name)).toHaveCount(1);
    });
  });
});

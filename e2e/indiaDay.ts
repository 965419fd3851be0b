import type { Page } from "@playwright/test";
import { indiaMoment, indiaToday, two } from "@school/contract/indiaToday";
import { readMonthDay, type MonthDay } from "@school/contract/monthDay";
import { API_ORIGIN } from "./serviceStubs";

/** Ten in the morning in India on a day of a year. */
export const indiaMorning = (year: number, { month, day }: MonthDay) =>
  indiaMoment(`${year}-${two(month)}-${two(day)}T10:00`);

/** Shows the page on the day the seed took for today: India's day when the service started, which
 * gave three pupils their birthday. A run that passes India's midnight (18:30 UTC) would otherwise
 * look for them on the next day. The page's clock stays fixed; its timers run. */
export async function onTheSeedsDay(page: Page): Promise<void> {
  const birthdays = (await (await page.request.get(`${API_ORIGIN}/api/birthdays/DPSSWB`)).json()) as {
    name: string;
    day: string;
  }[];
  const seedDay = readMonthDay(birthdays.find((b) => b.name === "Aarav Sharma")?.day);
  if (!seedDay) throw new Error("The seed's birthdays have no Aarav Sharma: was the service seeded?");
  const today = indiaToday(new Date());
  // A seed of 31 December seen on 1 January is last year's.
  const lastYear = seedDay.month > today.month || (seedDay.month === today.month && seedDay.day > today.day);
  await page.clock.setFixedTime(indiaMorning(today.year - (lastYear ? 1 : 0), seedDay));
}

import { readFileSync } from "fs";
import { expect, test } from "@playwright/test";
import ical, { type CalendarComponent, type VEvent } from "node-ical";
import { readToTheEnd } from "./readPage";
import { API_ORIGIN } from "./serviceStubs";

const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter(
    (c: CalendarComponent | undefined): c is VEvent => c?.type === "VEVENT",
  );
const FEED = `${API_ORIGIN}/api/calendar/DPSSWB.ics`;

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test("an event card's Add to calendar downloads the event as an iCalendar file", async ({ page }) => {
  await page.goto("/events");
  const card = page.getByRole("main").locator(".event-card").first();
  const title = (await card.locator(".event-card__title").textContent())!.trim();
  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: `Add to calendar: ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[\w-]+\.ics$/);
  const [event, ...others] = vevents(readFileSync((await download.path())!, "utf8"));
  expect(others).toEqual([]);
  expect(event.summary).toBe(title);
  expect(event.uid).toMatch(/^event-.+@dpsswb\.school$/);
});

test("the home page's event cards offer the same file", async ({ page, request }) => {
  await page.goto("/");
  // The events section loads as it comes into view.
  await readToTheEnd(page);
  const link = page
    .getByRole("region", { name: "Upcoming events" })
    .getByRole("link", { name: /^Add to calendar: / })
    .first();
  await expect(link).toHaveAttribute("href", new RegExp(`^${API_ORIGIN}/api/calendar/DPSSWB/[\\w-]+\\.ics$`));
  const response = await request.get((await link.getAttribute("href"))!);
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[\w-]+\.ics"$/);
  expect(vevents(await response.text())).toHaveLength(1);
});

for (const route of ["/events", "/school-calendar"]) {
  test(`${route} offers to subscribe to the school's calendar in a calendar app and in Google Calendar`, async ({
    page,
    request,
  }) => {
    await page.goto(route);
    const box = page.locator(".calendar-subscribe");
    await expect(box).toContainText("Subscribe");
    await expect(box.getByRole("link", { name: "Calendar app" })).toHaveAttribute(
      "href",
      FEED.replace(/^https?:/, "webcal:"),
    );
    const google = new URL((await box.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!);
    expect(google.origin).toBe("https://calendar.google.com");
    expect(google.searchParams.get("cid")).toBe(FEED.replace(/^https?:/, "webcal:"));
    // The address behind both links is a feed calendar apps can read.
    expect(vevents(await (await request.get(FEED)).text()).length).toBeGreaterThan(0);
  });
}

test("/news links the news feed, and every page names it in its head", async ({ page, request }) => {
  await page.goto("/news");
  const link = page.getByRole("main").getByRole("link", { name: "News feed (RSS)" });
  await expect(link).toHaveAttribute("href", `${API_ORIGIN}/api/news/DPSSWB.rss`);
  for (const route of ["/", "/news", "/fee-9", "/contact-us"]) {
    await page.goto(route);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${API_ORIGIN}/api/news/DPSSWB.rss`,
    );
  }
  const feed = await request.get(`${API_ORIGIN}/api/news/DPSSWB.rss`);
  expect(await feed.text()).toContain('<rss version="2.0"');
});

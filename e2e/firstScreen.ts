import { expect, type Page } from "@playwright/test";

/** The first content of the pages a parent opens most on a phone (issue 42): the home page's admission
 * news, the first fee row, the first news item and the first event. */
export const FIRST_CONTENT: readonly { route: string; first: string }[] = [
  { route: "/", first: "#admission-banner-title" },
  { route: "/fee-iii-viii", first: ".fee-table tbody tr" },
  { route: "/news", first: ".news-list__item" },
  { route: "/events", first: ".card-grid > li" },
];

/** How much of the first content must show above the call and chat bar: a line of text and more. */
const SHOWN_PX = 40;

/** Opens `route` and checks, by the boxes the browser laid out, that its first content starts on the
 * first screen, with at least SHOWN_PX of it above the call and chat bar that covers the screen's
 * foot; answers where it starts. */
export async function expectFirstContentOnFirstScreen(page: Page, route: string, first: string): Promise<number> {
  const content = page.locator(first).first();
  await expect(content).toBeVisible();
  // A notice that has just arrived scrolls the page back to its top (revealAbove): measure from there.
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${route} is at its top` }).toBe(0);
  const box = await content.boundingBox();
  const bar = await page.locator(".floating").boundingBox();
  const screenEnd = Math.min(page.viewportSize()!.height, bar!.y);
  expect(
    box!.y + SHOWN_PX,
    `${route}: ${first} starts at ${Math.round(box!.y)} px, the bar at ${screenEnd}`,
  ).toBeLessThanOrEqual(screenEnd);
  return box!.y;
}

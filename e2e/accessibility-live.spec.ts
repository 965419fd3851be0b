import { expect, test } from "@playwright/test";
import { watchForErrors } from "./consoleErrors";
import { readToTheEnd } from "./readPage";
import { axeViolations } from "./axe";

/** The pages that show the content service's data, with the seeded service answering, and an item
 * of that data, so that axe checks the live rendering, not the empty state (routes.spec.ts). */
const LIVE_PAGES: [route: string, item: string][] = [
  ["/", "Riya Sen"],
  ["/news", "Annual Sports Meet concludes"],
  ["/news-details?id=news_1", "Annual Sports Meet concludes"],
  ["/events", "Parent-Teacher Meeting"],
  ["/gallery", "Annual Day"],
  ["/photo-categories?id=gallery_1", "Annual Day"],
  ["/blog-post", "Why we read aloud in class"],
  ["/blog-inner?id=blog_1", "Reading aloud"],
  ["/recent-activities", "Inter-house Debate"],
  ["/sub-recent-activities?id=gallery_7", "Inter-house Debate"],
  ["/sports-corner", "Inter-house Football"],
  ["/sub-sports-corner?id=gallery_13", "Inter-house Football"],
  ["/xii-topper", "Riya Sen"],
  ["/x-topper", "Nikhil Jain"],
  ["/school-calendar", "Children's Day"],
  ["/careercounseling", "Scholarships for Class XI and XII"],
  ["/online-application-process", "Class XI registration"],
];

for (const [route, item] of LIVE_PAGES) {
  test(`${route} with live data has no accessibility violation`, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(route);
    // The home page's sections below the first screen load as they come into view: read it through.
    if (route === "/") {
      test.setTimeout(60_000);
      await readToTheEnd(page);
    }
    await expect(page.getByText(item).first()).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

import { expect, test } from "@playwright/test";
import { answerOf, watchViolations } from "./served";

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test("site search runs under the CDN's headers and leads to a page served at once", async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await page.goto("/contact-us");
  await page.getByRole("button", { name: "Search the site" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await dialog.getByLabel("Search for").fill("hostel fee");
  const first = dialog.getByRole("list", { name: "Search results" }).getByRole("listitem").first().getByRole("link");
  await expect(first).toHaveAttribute("href", "/hostel-fee");
  expect(await answerOf(`${baseURL}/hostel-fee`)).toBe("200");
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: "Hostel Fee" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

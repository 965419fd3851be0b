import { readFileSync } from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { PUBLIC_DIR, expectEachHeaderOnce, watchViolations } from "./served";

test("an unknown address answers 404 with the site's 404 page, as npm start does, under that page's policy", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const url of ["/no-such-page", "/no/such/page/"]) {
    const response = await page.goto(url);
    if (!response) throw new Error(`${url} did not load`);
    expect(response.status(), url).toBe(404);
    expect(await response.text()).toBe(readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8"));
    await expectEachHeaderOnce(response, url);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations(), url).toEqual([]);
  }
});

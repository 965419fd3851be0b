import { expect, test } from "@playwright/test";
import { CAROUSELS } from "../src/lib/carouselSettings";
import { readToTheEnd } from "./readPage";
import { breakService, layoutShift, recordLayoutShift } from "./serviceStubs";

const FAILURES = ["down", "500", "html", "garbage-json", "closed"] as const;

for (const how of FAILURES) {
  test(`the home page stays complete when the content service is ${how}`, async ({ page }) => {
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    await recordLayoutShift(page);
    await breakService(page, how);
    await page.goto("/");
    await page.waitForLoadState("networkidle");

    const ticker = page.getByRole("region", { name: "Highlights" });
    await expect(ticker).toHaveAttribute("aria-busy", "false");
    await expect(ticker.locator("ul:not([aria-hidden])").getByText("Stay Tuned For More Updates")).toHaveCount(3);

    // The news section goes when the service fails (SPEC §4), as soon as its call fails, which a
    // slow machine may reach after a fast reader has scrolled to it; the visitor reads from then on.
    await expect(page.getByRole("region", { name: "Notices and news" })).toHaveCount(0);
    // Sections below the first screen ask the service as they come into view.
    await readToTheEnd(page);
    await page.waitForLoadState("networkidle");
    const events = page.getByRole("region", { name: "Upcoming events" });
    await expect(events.getByText("Kargil Vijay Diwas").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Class X toppers" }).getByText("Student Name").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Happy birthday" }).getByText("Student Name").first()).toBeAttached();
    await expect(
      page.getByRole("region", { name: "Activities and celebrations" }).getByText("Activities & Celebrations").first(),
    ).toBeAttached();

    await expect(page.getByRole("heading", { name: "Our motto and mission" })).toBeVisible();
    await expect(page.getByRole("link", { name: "How to apply online" })).toBeVisible();
    expect(uncaught).toEqual([]);
    const shift = await layoutShift(page);
    expect(shift.total, shift.report).toBeLessThan(0.02);
  });
}

test("a service that never answers does not keep the home page waiting", async ({ page }) => {
  // The client's time limit (REQUEST_TIMEOUT_MS) runs on the page's clock, moved on here a second
  // at a time rather than waited out.
  await page.clock.install();
  await breakService(page, "hang");
  await page.goto("/");
  const ticker = page.getByRole("region", { name: "Highlights" });
  await expect(ticker).toHaveAttribute("aria-busy", "true");
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return ticker.getAttribute("aria-busy");
      },
      { intervals: [100], timeout: 20_000 },
    )
    .toBe("false");
  await expect(ticker.locator("ul:not([aria-hidden])").getByText("Stay Tuned For More Updates")).toHaveCount(3);
});

test("the slider starts when its first turn is due, rotates by itself, and its pause button stops it", async ({
  page,
}) => {
  await page.clock.install();
  await breakService(page, "down");
  await page.goto("/");
  const slider = page.getByRole("group", { name: "School life" });
  const shown = () => slider.locator(".carousel__slide--visible").getAttribute("aria-label");
  const stop = slider.getByRole("button", { name: "Stop rotating School life" });
  // A still first view, with nothing to press, until its first turn is due; then it starts with it.
  await expect(slider.getByRole("group", { name: "1 of 3" })).toBeVisible();
  await expect(slider.getByRole("button")).toHaveCount(0);
  await page.clock.runFor(CAROUSELS.slider.intervalMs - 1000);
  await expect(slider.getByRole("button")).toHaveCount(0);
  // The count starts once the page has settled, which takes the browser's own moments too.
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return stop.isVisible();
    })
    .toBe(true);
  await expect.poll(shown).toBe("2 of 3");

  await stop.click();
  await expect(slider.getByRole("button", { name: "Start rotating School life" })).toBeVisible();
  // Leave the carousel with pointer and focus, which would pause it anyway, so only the button holds it.
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const paused = await shown();
  await page.clock.runFor(3 * CAROUSELS.slider.intervalMs);
  expect(await shown()).toBe(paused);
});

test("the highlights ticker stands still until the page has settled", async ({ page }) => {
  // Moving lists make the browser draw every frame. The ticker starts once the page has settled
  // (afterLoad): here its highlights never come, so that is when the client gives up on them, on the
  // page's clock, moved on a second at a time.
  await page.clock.install();
  await breakService(page, "hang");
  await page.goto("/");
  const playState = (selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await playState(".ticker__track")).toBe("paused");
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return playState(".ticker__track");
      },
      { intervals: [100], timeout: 20_000 },
    )
    .toBe("running");
});

test("the news scroller stands still until it nears the screen", async ({ page }) => {
  await page.goto("/");
  const track = page.locator(".news-scroller__track");
  const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  await expect(page.getByRole("region", { name: "Highlights" })).toHaveClass(/is-moving/);
  expect(await playState()).toBe("paused");
  await track.scrollIntoViewIfNeeded();
  await expect.poll(playState).toBe("running");
});

test("the highlights ticker pauses under the mouse and resumes when it leaves", async ({ page }) => {
  await breakService(page, "down");
  await page.goto("/");
  const track = page.locator(".ticker__track");
  await page.getByRole("region", { name: "Highlights" }).hover();
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  await page.mouse.move(5, 5);
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
});

test("nothing moves for a visitor who prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await breakService(page, "down");
  await page.goto("/");
  await expect(page.locator(".ticker__track")).toHaveCSS("animation-name", "none");
  await expect(page.getByRole("button", { name: /rotating School life/ })).toHaveCount(0);
});

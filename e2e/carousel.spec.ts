import { expect, test, type Page } from "@playwright/test";
import { watchForErrors } from "./consoleErrors";

// No rotation, so only the drags move the slides.
test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

async function dragLeft(page: Page, area: { x: number; y: number; width: number; height: number }, distance: number) {
  const x = area.x + area.width / 2;
  const y = area.y + area.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - distance, y, { steps: 8 });
  await page.mouse.up();
}

test("a drag shorter than 80 px leaves the slide; a longer one moves to the next (SPEC §9)", async ({ page }) => {
  await page.goto("/");
  const slider = page.getByRole("group", { name: "School life", exact: true });
  const first = slider.getByRole("group", { name: "1 of 3" });
  const second = slider.getByRole("group", { name: "2 of 3" });
  // It starts before its first turn is due when the pointer comes onto it.
  await slider.hover();
  await expect(first).toHaveClass(/carousel__slide--visible/);
  const area = await slider.locator(".carousel__slider").boundingBox();
  if (!area) throw new Error("the slider has no box");

  const tray = slider.locator(".carousel__slider-tray");
  const transform = () => tray.evaluate((el) => getComputedStyle(el).transform);
  const resting = await transform();
  await dragLeft(page, area, 60);
  // The tray springs back to where it rested; had the drag moved a slide, it would rest elsewhere.
  await expect.poll(transform).toBe(resting);
  await expect(first).toHaveClass(/carousel__slide--visible/);

  await dragLeft(page, area, 110);
  await expect(second).toHaveClass(/carousel__slide--visible/);
  await expect(first).toHaveClass(/carousel__slide--hidden/);
});

test("the home page reached by a link inside the site lays its carousels' first views out as the server's page does", async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.goto("/about-us");
  // The main menu's Home link navigates inside the browser once the menu has hydrated (its Menu
  // link has then become a button); a mark left on the window shows no new document was loaded.
  await expect(page.locator("nav[aria-label=Main] button.menu__toggle")).toBeAttached();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  const gallery = page.getByRole("group", { name: "Activities and celebrations", exact: true });
  // Its first view (before it comes near the screen) shows the slides that fit the width in a row.
  const slides = gallery.locator('.carousel__static > [aria-roledescription="slide"]');
  await expect(slides.first()).toBeVisible();
  const shownTops = () =>
    slides.evaluateAll((elements) =>
      elements
        .filter((e) => getComputedStyle(e).display !== "none")
        .map((e) => Math.round(e.getBoundingClientRect().top)),
    );
  // The first slide is drawn before the page has read the screen's width, the others once it has.
  await expect.poll(async () => (await shownTops()).length).toBeGreaterThan(1);
  expect(new Set(await shownTops()).size).toBe(1);
  expect(errors.filter((error) => error.includes("Content Security Policy"))).toEqual([]);
});

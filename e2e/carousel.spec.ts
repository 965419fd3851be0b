import { expect, test, type Page } from "@playwright/test";

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

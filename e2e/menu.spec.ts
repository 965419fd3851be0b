import { expect, test } from "@playwright/test";

test.describe("main menu on a desktop", () => {
  test("opens a submenu on hover", async ({ page }) => {
    await page.goto("/");
    const submenu = page.locator("#submenu-academics");
    await expect(submenu).toBeHidden();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Academics", exact: true }).hover();
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole("link", { name: "Our Library" })).toBeVisible();
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();

    const toggle = page.getByRole("button", { name: "Admission pages" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const first = page.locator("#submenu-admission").getByRole("link", { name: "Admission Information" });
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#submenu-admission")).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admission-information$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admission Information");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/our-library");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
});

test.describe("mobile drawer at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("opens from the Menu button, navigates, and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.locator("#main-menu");
    await expect(menuButton).toBeVisible();
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole("button", { name: "Fee Structure pages" }).click();
    await drawer.getByRole("link", { name: "Pre-Nursery" }).click();
    await expect(page).toHaveURL(/\/fee-nursury$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fees for Pre-Nursery");
    await expect(drawer).toBeHidden();
  });

  test("no page scrolls sideways", async ({ page }) => {
    for (const route of ["/", "/about-us", "/fee-structure", "/sitemap", "/contact-us"]) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});

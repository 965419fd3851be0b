import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("recent activities filter by month and keep the view in a shareable address", async ({ page }) => {
  await page.goto("/recent-activities");
  const count = page.getByText(/^Total Categories:/);
  await expect(count).toHaveText("Total Categories: 6");
  const months = await page.getByLabel("Select Month").locator("option").allTextContents();
  expect(months[0]).toBe("All");
  await page.getByLabel("Select Month").selectOption(months[1]);
  const filtered = Number((await count.textContent())?.replace(/\D/g, ""));
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(6);
  await page.getByPlaceholder("Search Here..").fill("zzz");
  await expect(count).toHaveText("Total Categories: 0");
  await expect(page.getByText("Photo Title")).toBeVisible();
  await page.getByPlaceholder("Search Here..").fill("");

  const url = page.url();
  expect(url).toContain(`month=${months[1]}`);
  await page.reload();
  await expect(count).toHaveText(`Total Categories: ${filtered}`);
  await expect(page.getByLabel("Select Month")).toHaveValue(months[1]);
});

test("sports corner shows only sports items, and a detail page opens its photos by keyboard", async ({ page }) => {
  await page.goto("/sports-corner");
  await expect(page.getByText(/^Total Categories:/)).toHaveText("Total Categories: 4");
  await page.getByRole("link", { name: "Open Inter-house Football" }).click();
  await expect(page).toHaveURL(/\/sub-sports-corner\?id=gallery_13$/);
  await expect(page.getByRole("heading", { level: 2, name: "Inter-house Football" })).toBeVisible();
  await expect(page.getByText("Total Photos").locator("..")).toContainText("6");

  await page.waitForLoadState("networkidle");
  const first = page.getByRole("button", { name: "Open photo 1 of 6: Image 1" });
  await first.focus();
  await page.keyboard.press("Enter");
  const viewer = page.locator(".yarl__root");
  await expect(viewer).toBeVisible();
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".yarl__slide_current img")).toHaveAttribute("alt", "Image 2");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
});

test("the hostile blog post renders without running anything", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto("/blog-inner?id=blog_4");
  await expect(page.getByRole("heading", { level: 2, name: "Learning that lasts" })).toBeVisible();
  await expect(page.getByText("Ask questions")).toBeVisible();
  const link = page.getByText("A link that must not run");
  await link.click();
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.__blogScriptRan, w.__blogOnerrorRan, w.__blogLinkRan];
  });
  expect(ran).toEqual([undefined, undefined, undefined]);
  expect(await page.locator("main [onerror], main script").count()).toBe(0);
  expect(dialogs).toBe(0);
  await expect(page).toHaveTitle(/^Learning that lasts \|/);
});

test("the blog list's excerpts show the posts' words, never the text of their scripts", async ({ page }) => {
  await page.goto("/blog-post");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Learning that lasts" }) });
  await expect(card.locator(".blog-card__excerpt")).toContainText("Some ideas stay with children for life.");
  await expect(page.getByRole("main")).not.toContainText("__blogScriptRan");
  await expect(page.getByRole("main")).not.toContainText("window.");
});

test("toppers open on a session that has toppers, and the session can be changed", async ({ page }) => {
  await page.goto("/xii-topper");
  await expect(page.getByRole("heading", { level: 2, name: "Riya Sen" })).toBeVisible();
  const select = page.getByLabel("Session");
  const options = await select.locator("option").allTextContents();
  expect(options[0]).toBe("Select Year");
  await select.selectOption(options[2]);
  await expect(page.getByRole("heading", { level: 2, name: "Riya Sen" })).toHaveCount(0);
  await expect(page.getByText(/^Score: \d+(\.\d)?%$/).first()).toBeVisible();
});

test("the school calendar marks this month's events and highlights a chosen day", async ({ page }) => {
  await page.goto("/school-calendar");
  const day = page.getByRole("button", { name: /^14 \w+: 1 event$/ });
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".calendar__events li.is-selected")).toContainText("Children's Day");
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByText("Sports Week")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("/news folds its filters behind one Filter control that says what is filtered, and filters as before", async ({
    page,
  }) => {
    await page.goto("/news");
    await expect(page.locator(".news-list__item").first()).toBeVisible();
    const toggle = page.getByRole("button", { name: /^Filter: / });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(/^Filter: \d{4}$/);
    const year = (await toggle.textContent())!.replace("Filter: ", "");
    await expect(page.getByRole("combobox")).toHaveCount(0);
    const box = await toggle.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Select Year")).toHaveValue(year);
    await expect(page.getByPlaceholder("Search news")).toBeVisible();
    const count = page.getByText(/^News items:/);
    // Every year's news of one month, as before.
    await page.getByLabel("Select Year").selectOption("All");
    await expect(toggle).toHaveAccessibleName("Filter: all years");
    const months = await page.getByLabel("Select Month").locator("option").allTextContents();
    const month = months[1];
    await page.getByLabel("Select Month").selectOption(month);
    // The month in full, as a parent says it: "Mar" reads "March".
    await expect(toggle).toHaveAccessibleName(new RegExp(`^Filter: all years, ${month}\\w*$`));
    const shown = Number((await count.textContent())!.replace(/\D/g, ""));
    expect(shown).toBeGreaterThan(0);
    await expect(page.locator(".news-list__item")).toHaveCount(shown);
    for (const date of await page.locator(".news-list__date").allTextContents())
      expect(date).toMatch(new RegExp(` ${month.toUpperCase()}\\w* \\d{4}$`));
    expect(page.url()).toContain(`month=${month}`);
    expect(await axeViolations(page)).toEqual([]);

    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(page.getByRole("combobox")).toHaveCount(0);
  });

  test("/events opens on all years, its subscribe links on one line above the list", async ({ page }) => {
    await page.goto("/events");
    await expect(page.locator(".card-grid > li").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Filter: all years" })).toBeVisible();
    const subscribe = page.locator(".calendar-subscribe");
    await expect(subscribe.getByRole("link", { name: "Calendar app" })).toBeVisible();
    const [google, app] = await Promise.all([
      subscribe.getByRole("link", { name: /^Google Calendar/ }).boundingBox(),
      subscribe.getByRole("link", { name: "Calendar app" }).boundingBox(),
    ]);
    expect(google!.y).toBe(app!.y);
    expect((await subscribe.boundingBox())!.height).toBeLessThanOrEqual(48);
  });
});

test("on a wide screen the filters stand in the bar, with no Filter control", async ({ page }) => {
  await page.goto("/news");
  await expect(page.locator(".news-list__item").first()).toBeVisible();
  await expect(page.getByLabel("Select Year")).toBeVisible();
  await expect(page.getByLabel("Select Month")).toBeVisible();
  await expect(page.getByPlaceholder("Search news")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Filter/ })).toBeHidden();
});

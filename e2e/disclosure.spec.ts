import { expect, test, type Page } from "@playwright/test";
import { site } from "../__tests__/fixtures/siteData";
import { watchForErrors } from "./consoleErrors";
import { breakService } from "./serviceStubs";
import { axeViolations } from "./axe";

const PAGE = "/mandatory-public-disclosure";

test.beforeEach(({ page }) => breakService(page, "empty"));

/** The links of the page's content whose box is smaller than 24 × 24 px. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator(".disclosure a").evaluateAll((links) =>
    links
      .map((link) => ({ link, box: link.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ link, box }) => `${link.textContent}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Appendix IX's sections in order, each an accessible table, with no accessibility violation", async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await page.goto(PAGE);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Mandatory Public Disclosure");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "A. General information",
      "B. Documents and information",
      "C. Result and academics",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]);
    for (const name of [
      "A. General information",
      "B. Documents and information",
      "C. Result and academics",
      "Result of the board examination, Class X",
      "Result of the board examination, Class XII",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]) {
      const table = main.getByRole("table", { name, exact: true });
      await expect(table, name).toBeVisible();
      expect(await table.locator("th:not([scope])").count(), name).toBe(0);
    }
    const general = main.getByRole("table", { name: "A. General information" });
    await expect(general.getByRole("row", { name: /Name of the school/ })).toContainText(site.name);
    await expect(general.getByRole("row", { name: /Affiliation no\./ })).toContainText("To be published by the school");
    await expect(main.getByRole("link", { name: /Fee Structure, session 2025-26/ })).toHaveAttribute(
      "href",
      "/fee-structure",
    );
    await expect(main.getByRole("link", { name: "School Calendar" })).toHaveAttribute("href", "/school-calendar");
    // The disclosure as one PDF is linked only once site.yaml names one (the components' tests show both).
    await expect(main.getByRole("link", { name: /^Mandatory Public Disclosure/ })).toHaveCount(
      site.links.disclosure ? 1 : 0,
    );
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: "test-results/disclosure-1280.png", fullPage: true });
  });

  test("the menu's Disclosures and the top bar's Mandatory Public Disclosure open the page", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Disclosures", exact: true }),
    ).toHaveAttribute("href", PAGE);
    await page
      .getByRole("list", { name: "Quick access" })
      .getByRole("link", { name: "Mandatory Public Disclosure" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Mandatory Public Disclosure" })).toBeVisible();
  });

  test("the page is in sitemap.xml", async ({ request }) => {
    expect(await (await request.get("/sitemap-0.xml")).text()).toContain(`${PAGE}</loc>`);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("nothing scrolls sideways, every link is a target of 24 × 24 px, and axe finds nothing", async ({ page }) => {
    await page.goto(PAGE);
    const documents = page.getByRole("table", { name: "B. Documents and information" });
    await expect(documents).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/disclosure-375.png", fullPage: true });
  });
});

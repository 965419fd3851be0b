import { expect, test } from "@playwright/test";
import { data, nav, site } from "../__tests__/fixtures/siteData";
import { hubCards } from "../src/lib/navigation";
import { breakService } from "./serviceStubs";

test.beforeEach(({ page }) => breakService(page, "empty"));
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** Every page the fee structure links: one per class group, and the hostel fee (ten, as
 * __tests__/lib/navigation.test.ts checks). */
const FEE_PAGES = hubCards(nav, "/fee-structure", new Map()).map((card) => card.path);
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** Every fee page but the hostel's, which shows the hostel's plans alone, adds up a first year. */
const showsFirstYear = (route: string) => route !== "/hostel-fee";
/** Indian digit grouping: 3,000 · 39,600 · 1,02,700 · 2,85,000. */
const INDIAN_AMOUNT = /^(\d{1,2}(,\d{2})*,)?\d{1,3}$/;

// One page load a fee page: its amounts on a phone, then its first year's sums.
for (const route of FEE_PAGES) {
  const sums = showsFirstYear(route)
    ? "; the first year's total is the sum of its lines, and transport is shown apart"
    : "";
  test(`${route}: every amount lies inside a 375 px screen and nothing scrolls sideways${sums}`, async ({ page }) => {
    await page.goto(route);
    const amounts = page.getByRole("main").locator("td.num");
    const count = await amounts.count();
    expect(count).toBeGreaterThan(2);
    await expect(amounts).toHaveText(Array<RegExp>(count).fill(INDIAN_AMOUNT));
    // Every amount drawn, and inside the screen as the page stands: none is reached by scrolling sideways.
    const misplaced = await amounts.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const { left, right, width } = cell.getBoundingClientRect();
        return width > 0 && left >= 0 && right <= 375 ? [] : [`${cell.textContent}: ${left} to ${right}`];
      }),
    );
    expect(misplaced, route).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (!showsFirstYear(route)) return;

    const section = page.getByRole("region", { name: "What the first year costs" });
    await expect(
      section.getByText(/^These figures add up what a new student of .+ pays in session 2025-26/),
    ).toBeVisible();
    const table = section.getByRole("table", { name: /first year, session 2025-26/ });
    const lines = await table.locator("tbody td").allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const total = rupees((await table.locator("tfoot td").textContent()) ?? "");
    expect(total).toBe(lines.map(rupees).reduce((a, b) => a + b, 0));
    const bus = section.getByRole("table", { name: /school bus/ });
    await expect(bus.locator("tbody th")).toHaveText("Transport (12 months × 3,300)");
    await expect(bus.locator("tbody td")).toHaveText("39,600");
    expect(rupees((await bus.locator("tfoot td").textContent()) ?? "")).toBe(total + 39600);
  });
}

test("/fee-9 shows SPEC's fees and Class IX's first year: 3,000 + 71,900 + 30,800 + 12 × 5,450 = 1,71,100", async ({
  page,
}) => {
  await page.goto("/fee-9");
  const table = page.getByRole("table", { name: "Class IX: first year, session 2025-26 (in Rs.)" });
  await expect(table.locator("tbody tr")).toHaveText([
    "Registration & processing fee3,000",
    "Admission fee71,900",
    "Annual fee30,800",
    "Tuition fee (12 months × 5,450)65,400",
  ]);
  await expect(table.locator("tfoot td")).toHaveText("1,71,100");
  await expect(page.getByRole("table", { name: /Class IX: fees for session/ }).locator("tfoot td")).toHaveText(
    "1,02,700",
  );
});

test("below 600 px a fee row is a card whose cells say what they are", async ({ page }) => {
  await page.goto("/fee-xi-science");
  const row = page.getByRole("table", { name: /fees for session/ }).getByRole("row", { name: /Laboratory fee/ });
  const amount = row.locator("td.num");
  expect(await amount.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Amount (Rs.)"');
  await expect(amount).toHaveText("5,500");
  await page.screenshot({ path: "test-results/fee-page-375.png", fullPage: true });
});

test("a fee page names the session its fees are of, and, when admissions are open for a later one, says whom to ask", async ({
  page,
}) => {
  await page.goto("/fee-iii-viii");
  await expect(
    page.getByRole("table", { name: `Classes III-VIII: fees for session ${data.fees.session} (in Rs.)` }),
  ).toBeVisible();
  const note = page.locator(".fee-session-note");
  if (data.fees.session === site.admissionSession) await expect(note).toHaveCount(0);
  else
    await expect(note).toHaveText(
      `Admissions are open for session ${site.admissionSession}. The fees below are those of session ${data.fees.session}: ` +
        `ask the admissions office for the fees of session ${site.admissionSession}.`,
    );
});

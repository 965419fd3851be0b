import { expect, test } from "@playwright/test";
import { pdfText } from "../content-service/__tests__/fixtures/pdfText";
import { readFees, readSite } from "../src/lib/data/readDataFiles";
import { formatRupees } from "../src/lib/rupees";
import { builtPages } from "../gatsby/builtPages";
import { nav } from "../__tests__/fixtures/siteData";
import { summariesByPath } from "../src/lib/navigation";
import { breakService } from "./serviceStubs";

test.beforeEach(({ page }) => breakService(page, "empty"));

/** Each static page shows at least one key fact of SPEC §9 (fees, counts, dates, names of groups). */
const FACTS: [string, string[]][] = [
  ["/fee-nursury", ["55,800", "25,000", "30,800", "4,000", "3,000", "3,300"]],
  ["/fee-nur-prep", ["72,700", "41,900", "4,180"]],
  ["/fee-i-ii", ["88,700", "57,900", "5,450"]],
  ["/fee-iii-viii", ["95,000", "64,200"]],
  ["/fee-9", ["1,02,700", "71,900"]],
  ["/fee-xi-hum-com", ["1,12,500", "57,500", "55,000", "6,000"]],
  ["/fee-xi-science", ["1,18,000", "5,500"]],
  ["/fee-xi-comm-humanities", ["55,000", "6,000"]],
  ["/fee-xi-science-DPS", ["60,500", "5,500"]],
  ["/hostel-fee", ["2,85,000", "1,95,000", "90,000", "3,50,000", "2,40,000", "1,10,000", "Durga Puja"]],
  ["/admission-criteria-class-xi", ["61-70%", "81-90%", "71-80%", "Humanities", "18 Oct 2024"]],
  ["/admission-information", ["3000", "postcard", "15 days"]],
  ["/admission", ["1st October", "Rs. 3000"]],
  ["/our-curriculum", ["April", "Term II", "pre-board", "Commerce"]],
  ["/our-library", ["6000"]],
  ["/infrastructure-facilities", ["160", "6000", "200"]],
  [
    "/clubs-and-societies",
    [
      "Debating",
      "Creative Writing",
      "Quizzing",
      "Language Lab",
      "Nature",
      "Gardening",
      "News Reporting",
      "Public Speaking",
      "Photography",
    ],
  ],
  ["/our-motto", ["Service Before Self"]],
  ["/our-transport-system", ["3300"]],
  ["/school-uniform", ["Pre-Nursery", "Nursery", "Prep", "Boys", "Girls"]],
];

for (const [route, facts] of FACTS) {
  test(`${route} states ${facts[0]}`, async ({ page }) => {
    await page.goto(route);
    const main = page.getByRole("main");
    for (const fact of facts) await expect(main.getByText(fact, { exact: false }).first()).toBeVisible();
  });
}

test("mission and vision have exactly three numbered points", async ({ page }) => {
  for (const route of ["/our-mission", "/our-vision"]) {
    await page.goto(route);
    await expect(page.locator(".prose ol > li")).toHaveCount(3);
  }
});

test("the fee structure links every fee page and the hostel fee, each card with its summary from navigation.yaml", async ({
  page,
}) => {
  const summaries = summariesByPath([...nav.menu, ...nav.more]);
  await page.goto("/fee-structure");
  for (const path of [
    "/fee-nursury",
    "/fee-nur-prep",
    "/fee-i-ii",
    "/fee-iii-viii",
    "/fee-9",
    "/fee-xi-hum-com",
    "/fee-xi-science",
    "/fee-xi-comm-humanities",
    "/fee-xi-science-DPS",
    "/hostel-fee",
  ]) {
    const card = page.getByRole("main").locator(`.hub-cards a[href="${path}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator(".hub-card__summary")).toHaveText(summaries.get(path) ?? "no summary in navigation.yaml");
  }
});

test("download forms link four real PDFs with their sizes", async ({ page, request }) => {
  await page.goto("/download-forms");
  const links = page.getByRole("main").locator(".downloads a");
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toContainText(/PDF, \d+ (KB|bytes)/);
    const response = await request.get((await link.getAttribute("href")) as string);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("the e-prospectus the site serves is the admission session's and carries every fee total of fees.yaml, as built", async ({
  page,
  request,
}) => {
  const fees = readFees();
  await page.goto("/e-prospectus");
  const href = await page.getByRole("link", { name: "Download E-Prospectus (PDF)" }).getAttribute("href");
  const lines = (await pdfText(await (await request.get(href as string)).body())).flat();
  expect(lines).toContain(`E-Prospectus  ${readSite().admissionSession}`);
  expect(lines).toContain(`Fees for session ${fees.session} (Rs.)`);
  for (const group of fees.groups) expect(lines).toContain(formatRupees(group.total));
});

test("no page's HTML carries the lightbox's CSS: it comes with the lightbox", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(70);
  expect(pages.filter(({ html }) => html.includes("yarl__")).map(({ route }) => route)).toEqual([]);
});

test("a gallery opens in a lightbox that works by keyboard", async ({ page }) => {
  await page.goto("/about-hostel");
  // The thumbnails are buttons once the page's script has started.
  await page.waitForLoadState("networkidle");
  const lightboxCss = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes(".yarl__portal"));
        } catch {
          return false;
        }
      }),
    );
  expect(await lightboxCss()).toBe(false);
  const thumbs = page.getByRole("list", { name: /photo gallery/ }).getByRole("button");
  await expect(thumbs).toHaveCount(14);
  await thumbs.first().focus();
  await page.keyboard.press("Enter");
  const viewer = page.locator(".yarl__root");
  await expect(viewer).toBeVisible();
  expect(await lightboxCss()).toBe(true);
  const current = page.locator(".yarl__slide_current img");
  const firstAlt = await current.getAttribute("alt");
  await page.keyboard.press("ArrowRight");
  await expect(current).not.toHaveAttribute("alt", firstAlt ?? "");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbs.first()).toBeFocused();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const ROUTES = [
    "/fee-nursury",
    "/fee-xi-science",
    "/hostel-fee",
    "/school-uniform",
    "/admission-criteria-class-xi",
    "/our-laboratory",
    "/about-hostel",
    "/admission-information",
    "/infrastructure-facilities",
    "/download-forms",
    "/e-prospectus",
  ];
  test("no content page scrolls sideways", async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});

import { expect, test } from "@playwright/test";
import { watchForErrors } from "./consoleErrors";
import { SERVICE_PAGES } from "./servicePages";
import { layoutShift, recordLayoutShift } from "./serviceStubs";
import { drawn, serviceAnswersFrom, slowLine } from "./slowLine";

/** A page of each kind: the home page, a content page with a form, a fee table, the disclosure's
 * tables, and every page the service fills in. */
const PAGES = [
  "/",
  "/contact-us",
  "/fee-iii-viii",
  "/mandatory-public-disclosure",
  ...SERVICE_PAGES.map((page) => page.route),
];
const SCREENS = [
  { name: "a phone", viewport: { width: 375, height: 812 } },
  { name: "a desktop", viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of SCREENS)
  test.describe(`on ${name}`, () => {
    test.use({ viewport });
    for (const route of PAGES)
      test(`${route} drawn a piece at a time, as its HTML arrives on a slow line, moves nothing already drawn`, async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(60_000);
        const line = await slowLine(baseURL!);
        try {
          const errors = watchForErrors(page);
          await serviceAnswersFrom(page, line.origin, baseURL!);
          await recordLayoutShift(page);
          await page.goto(`${line.origin}${route}`, { waitUntil: "commit" });
          let pieces = 1;
          while (line.held()) {
            await drawn(page);
            line.sendNext();
            pieces++;
          }
          // The page's data from the service too (the home page's later sections ask only when scrolled near).
          await page.waitForLoadState("networkidle");
          await drawn(page);
          expect(pieces).toBeGreaterThan(10);
          const { total, report } = await layoutShift(page);
          expect(total, report).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await page.unrouteAll({ behavior: "ignoreErrors" });
          await line.close();
        }
      });
  });

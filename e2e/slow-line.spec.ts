import { expect, test } from "@playwright/test";
import { PAGES } from "../bench/pages";
import { watchForErrors } from "./consoleErrors";
import { layoutShift, recordLayoutShift } from "./serviceStubs";
import { drawn, serviceAnswersFrom, slowLine } from "./slowLine";

// A page of each template (the bench's), on a phone: a layout shift on a slow line comes from a
// template's parts, and the narrow screen is where a part that arrives late (the header's menu)
// has moved what was drawn before it.
test.use({ viewport: { width: 375, height: 812 } });

for (const { template, url } of PAGES)
  test(`${url} (${template}) drawn a piece at a time, as its HTML arrives on a slow line, moves nothing already drawn`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const line = await slowLine(baseURL!);
    try {
      const errors = watchForErrors(page);
      await serviceAnswersFrom(page, line.origin, baseURL!);
      await recordLayoutShift(page);
      await page.goto(`${line.origin}${url}`, { waitUntil: "commit" });
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

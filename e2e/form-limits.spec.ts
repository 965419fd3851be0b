import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import { expect, test as base, type Page } from "@playwright/test";
import { buildServer } from "../content-service/src/server";
import { fillCareer, fillContact } from "./formFill";
import { API_ORIGIN } from "./serviceStubs";

/** A real content service that takes one enquiry, one application and one certificate lookup per
 * address; the page's form posts go to it, so the second of each is answered 429 by the service itself. */
async function startLimitedService(siteOrigin: string) {
  const app = await buildServer({
    dataDir: mkdtempSync(path.join(os.tmpdir(), "school-limits-")),
    allowedOrigins: [siteOrigin],
    logLevel: false,
    seedNewDatabase: false,
    limits: { contact: 1, career: 1, certificateLookups: 1 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const statuses: number[] = [];
  return {
    statuses,
    routeForms: (page: Page) =>
      page.route(/\/api\/(form|tc)\//, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(API_ORIGIN, origin) });
        statuses.push(response.status());
        await route.fulfill({ response });
      }),
    close: () => app.close(),
  };
}

/** Each test with a limited service of its own, which the page's form posts go to. */
const test = base.extend<{ limited: Awaited<ReturnType<typeof startLimitedService>> }>({
  limited: async ({ page, baseURL }, provide) => {
    const service = await startLimitedService(new URL(baseURL ?? "").origin);
    try {
      await service.routeForms(page);
      await provide(service);
    } finally {
      await service.close();
    }
  },
});

test("when the service answers 429, both forms show SPEC's failure message and keep what was typed", async ({
  page,
  limited,
}) => {
  await page.goto("/contact-us");
  await fillContact(page, { message: "First enquiry" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("✅ Your message has been sent successfully.")).toBeVisible();
  await fillContact(page, { message: "Second enquiry, over the limit" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("❌ Error submitting the form. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("Second enquiry, over the limit");
  await expect(page.getByLabel("Name")).toHaveValue("Asha Roy");

  await page.goto("/Career");
  await fillCareer(page, { message: "First application" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("✅ Your message has been sent successfully.")).toBeVisible();
  await fillCareer(page, { message: "Second application, over the limit" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("❌ Error submitting the form. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Priya Das");
  await expect(page.getByLabel("Message")).toHaveValue("Second application, over the limit");
  expect(limited.statuses).toEqual([201, 429, 201, 429]);
});

test("when the service refuses more certificate lookups, the form says when to try again, in the service's words", async ({
  page,
  limited,
}) => {
  await page.goto("/student-tc");
  await page.getByLabel("Admission number").fill("DPS/2015/0412");
  await page.getByLabel("Student full name").fill("Not the right name");
  await page.getByRole("button", { name: "Get certificate" }).click();
  await expect(page.getByText("Failed to process your request. Please try again later.")).toBeVisible();
  await page.getByRole("button", { name: "Get certificate" }).click();
  await expect(page.getByText("Too many lookups from your address. Please try again in 1 minute.")).toBeVisible();
  await expect(page.getByLabel("Student full name")).toHaveValue("Not the right name");
  expect(limited.statuses).toEqual([404, 429]);
});

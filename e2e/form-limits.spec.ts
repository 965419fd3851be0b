import { mkdtempSync, readFileSync } from "fs";
import os from "os";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { buildServer } from "../content-service/src/server";
import { API_ORIGIN } from "./serviceStubs";

/** A real content service that takes one enquiry and one application per address; the page's form
 * posts go to it, so the second of each is answered 429 by the service itself. */
async function startLimitedService(siteOrigin: string) {
  const app = await buildServer({
    dataDir: mkdtempSync(path.join(os.tmpdir(), "school-limits-")),
    allowedOrigins: [siteOrigin],
    logLevel: false,
    seedNewDatabase: false,
    limits: { contact: 1, career: 1 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const statuses: number[] = [];
  return {
    statuses,
    routeForms: (page: Page) =>
      page.route(`${API_ORIGIN}/api/form/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(API_ORIGIN, origin) });
        statuses.push(response.status());
        await route.fulfill({ response });
      }),
    close: () => app.close(),
  };
}

async function fillContact(page: Page, message: string) {
  await page.getByLabel("Name").fill("Asha Roy");
  await page.getByLabel("Address").fill("Siliguri");
  await page.getByLabel("Phone number").fill("9876543210");
  await page.getByLabel("Email").fill("asha@example.com");
  await page.getByLabel("Topic").selectOption("Enquiry");
  await page.getByLabel("Message").fill(message);
}

async function fillCareer(page: Page, message: string) {
  await page.getByLabel("Full name").fill("Priya Das");
  await page.getByLabel("Date of birth").fill("1990-04-12");
  await page.getByLabel("Subject you teach or the post you apply for").fill("Physics");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByLabel("Years of experience").fill("6");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByRole("radio", { name: "Unmarried" }).check();
  await page.getByLabel("Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: readFileSync("static/pdf/sample-tc.pdf") });
  await page.getByLabel("Address").fill("Siliguri");
  await page.getByLabel("Phone number").fill("9876543210");
  await page.getByLabel("Email").fill("priya@example.com");
  await page.getByLabel("Message").fill(message);
}

test("when the service answers 429, both forms show SPEC's failure message and keep what was typed", async ({ page, baseURL }) => {
  const service = await startLimitedService(new URL(baseURL ?? "").origin);
  try {
    await service.routeForms(page);
    await page.goto("/contact-us");
    await fillContact(page, "First enquiry");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("✅ Your message has been sent successfully.")).toBeVisible();
    await fillContact(page, "Second enquiry, over the limit");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("❌ Error submitting the form. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Second enquiry, over the limit");
    await expect(page.getByLabel("Name")).toHaveValue("Asha Roy");

    await page.goto("/Career");
    await fillCareer(page, "First application");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("✅ Your message has been sent successfully.")).toBeVisible();
    await fillCareer(page, "Second application, over the limit");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("❌ Error submitting the form. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Priya Das");
    await expect(page.getByLabel("Message")).toHaveValue("Second application, over the limit");
    expect(service.statuses).toEqual([201, 429, 201, 429]);
  } finally {
    await service.close();
  }
});

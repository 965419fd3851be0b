import { execFileSync } from "child_process";
import { readFileSync } from "fs";
import { expect, test } from "@playwright/test";
import { serviceDataDir } from "../playwright.config";
import { fillCareer, fillContact } from "./formFill";
import { breakService } from "./serviceStubs";
import { axeViolations } from "./axe";

const inbox = () =>
  execFileSync("npx", ["tsx", "content-service/src/cli/inbox.ts"], {
    env: { ...process.env, DATA_DIR: serviceDataDir },
    encoding: "utf8",
  });

test("a contact enquiry arrives and is listed by the inbox", async ({ page }) => {
  const marker = `Enquiry ${Date.now()}`;
  await page.goto("/contact-us");
  await fillContact(page, { message: marker, address: "Hill Cart Road, Siliguri" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("✅ Your message has been sent successfully.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  expect(inbox()).toContain(marker);
});

test("a career application with a real PDF arrives with its resume", async ({ page }) => {
  const marker = `Cover note ${Date.now()}`;
  await page.goto("/Career");
  await fillCareer(page, { message: marker });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("✅ Your message has been sent successfully.")).toBeVisible();
  const listed = inbox();
  expect(listed).toContain(marker);
  expect(listed).toMatch(/Resume file: .*\.pdf/);
});

test("a seeded transfer certificate downloads as tc.jpg, a JPEG", async ({ page }) => {
  await page.goto("/student-tc");
  await page.getByLabel("Admission number").fill("DPS/2015/0412");
  await page.getByLabel("Student full name").fill("  rahul   sharma ");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Get certificate" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("tc.jpg");
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

test("an unknown certificate shows the failure message", async ({ page }) => {
  await page.goto("/student-tc");
  await page.getByLabel("Admission number").fill("DPS/0000/0000");
  await page.getByLabel("Student full name").fill("Nobody");
  await page.getByRole("button", { name: "Get certificate" }).click();
  await expect(page.getByText("Failed to process your request. Please try again later.")).toBeVisible();
});

test("with the service stopped, both forms fail in red and keep what was typed", async ({ page }) => {
  await breakService(page, "down");
  await page.goto("/contact-us");
  await fillContact(page, { message: "Kept", topic: "Feedback" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("❌ Error submitting the form. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("Kept");

  await page.goto("/Career");
  await fillCareer(page, { message: "Kept too", working: false });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("❌ Error submitting the form. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Priya Das");
  await expect(page.getByLabel("Message")).toHaveValue("Kept too");
});

for (const [route, submit] of [
  ["/contact-us", "Submit"],
  ["/Career", "Submit"],
  ["/student-tc", "Get certificate"],
] as const) {
  test(`${route} in its error state has no accessibility violation`, async ({ page }) => {
    await page.goto(route);
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByText(/Please (enter|fill)/).first()).toBeVisible();
    // The sample certificate's frame holds Chromium's own PDF viewer, which is not ours to check.
    expect(await axeViolations(page, { include: "main", exclude: ".pdf-sample" })).toEqual([]);
  });
}

test("a form whose code could not be fetched says so, and comes alive on Try again or back online", async ({
  page,
  context,
}) => {
  const chunk = "**/form-contact-*.js";
  let tries = 0;
  await page.route(chunk, (route) => {
    tries += 1;
    return route.abort("internetdisconnected");
  });
  await page.goto("/contact-us");
  await expect(page.getByRole("alert")).toHaveText(
    "This form could not be loaded. Check your internet connection, then try again.",
  );
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  expect(await axeViolations(page, { include: "main" })).toEqual([]);

  // Still no network: Try again says so again.
  await page.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => tries).toBe(2);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();

  // The network is back: the browser's online event brings the form to life with nothing clicked.
  await page.unroute(chunk);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByLabel("Name").fill("Priya Das");
  await expect(page.getByLabel("Name")).toHaveValue("Priya Das");
});

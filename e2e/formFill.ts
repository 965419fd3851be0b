import { readFileSync } from "fs";
import type { Page } from "@playwright/test";

/** Fills /contact-us as a parent would. */
export async function fillContact(
  page: Page,
  { message, topic = "Enquiry", address = "Siliguri" }: { message: string; topic?: string; address?: string },
) {
  await page.getByLabel("Name").fill("Asha Roy");
  await page.getByLabel("Address").fill(address);
  await page.getByLabel("Phone number").fill("9876543210");
  await page.getByLabel("Email").fill("asha@example.com");
  await page.getByLabel("Topic").selectOption(topic);
  await page.getByLabel("Message").fill(message);
}

/** Fills /Career as an applicant would, with a real PDF (one the site builds) as the résumé. */
export async function fillCareer(page: Page, { message, working = true }: { message: string; working?: boolean }) {
  await page.getByLabel("Full name").fill("Priya Das");
  await page.getByLabel("Date of birth").fill("1990-04-12");
  await page.getByLabel("Subject you teach or the post you apply for").fill("Physics");
  await page.getByRole("radio", { name: working ? "Yes" : "No" }).check();
  await page.getByLabel("Years of experience").fill(working ? "6" : "0");
  await page.getByRole("radio", { name: working ? "Female" : "Other" }).check();
  await page.getByRole("radio", { name: working ? "Unmarried" : "Married", exact: true }).check();
  await page.getByLabel("Resume").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: readFileSync("public/pdf/sample-tc.pdf"),
  });
  await page.getByLabel("Address").fill("Siliguri");
  await page.getByLabel("Phone number").fill("9876543210");
  await page.getByLabel("Email").fill("priya@example.com");
  await page.getByLabel("Message").fill(message);
}

import { execFileSync } from "child_process";
import { expect, type Page } from "@playwright/test";
import { serviceDataDir } from "../playwright.config";

/** `npm run <script> -- …` at the server's console, on the tests' content service, as the README says. */
export const atConsole = (script: "school" | "staff", args: string[], input = ""): string =>
  execFileSync("npm", ["run", "--silent", script, "--", ...args], {
    input,
    env: { ...process.env, DATA_DIR: serviceDataDir },
    encoding: "utf8",
  });

/** Signs in on the desk's sign-in page, and waits for the desk to open. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
}

import { expect, test, type Page } from "@playwright/test";
import { atConsole, signIn } from "./deskConsole";
import { axeViolations } from "./axe";

/** The desk is served by the content service, on its own origin. */
const SERVICE = "http://127.0.0.1:4000";
const DESK = `${SERVICE}/desk/`;

/** Whether the page is wider than the screen: a phone would then scroll sideways. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The first admin, made as the desk guide (docs/desk.md) says: `npm run staff -- add`, password on stdin. */
function addAdmin(email: string, password: string) {
  atConsole("staff", ["add", email, "--role", "admin"], password);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
}

/** The menu is behind its button on a phone. */
async function openScreen(page: Page, name: string) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("menuitem", { name }).click();
}

/** Adds an account at the desk and answers the password it shows once. */
async function addAtDesk(page: Page, email: string): Promise<string> {
  await openScreen(page, "Staff");
  await page.getByRole("link", { name: "Add" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a staff member" })).toBeVisible();
  await page.getByRole("textbox", { name: /^E-mail address/ }).fill(email);
  await page.getByRole("button", { name: "Add" }).click();
  const shown = page.getByRole("textbox", { name: `Password for ${email}` });
  await expect(shown).toBeVisible();
  return shown.inputValue();
}

test.describe("staff accounts at the desk, 375 px wide", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("an admin adds an editor and sees the password once; the editor signs in with it and changes their own password", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const stamp = Date.now();
    const admin = { email: `staff-admin-${stamp}@school.example`, password: "the first admin's long password" };
    const editorEmail = `new-editor-${stamp}@school.example`;
    addAdmin(admin.email, admin.password);

    await page.goto(DESK);
    await signIn(page, admin);
    await openScreen(page, "Staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${admin.email}.*Admin · Active`) })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // The form: saying what is missing, each message with its field; an editor unless chosen otherwise.
    await page.getByRole("link", { name: "Add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add a staff member" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Editor/ })).toBeChecked();
    await page.getByRole("button", { name: "Add" }).click();
    const address = page.getByRole("textbox", { name: /^E-mail address/ });
    await expect(address).toHaveAccessibleDescription("Enter the e-mail address.");
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // The service's own words, checked before sending, under the field.
    await address.fill("not an address");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(address).toHaveAccessibleDescription("not an address is not an e-mail address.");
    // An address that has an account already: the service's refusal shows under the field.
    await address.fill(admin.email);
    await page.getByRole("button", { name: "Add" }).click();
    await expect(address).toHaveAccessibleDescription(`${admin.email} already has an account.`);

    await address.fill(editorEmail);
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("heading", { name: `${editorEmail} can now sign in` })).toBeFocused();
    const shown = page.getByRole("textbox", { name: `Password for ${editorEmail}` });
    const password = await shown.inputValue();
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SERVICE });
    await page.getByRole("button", { name: "Copy password" }).click();
    await expect(page.getByText("Password copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

    // Shown once: the list and the account itself never show it again.
    await page.getByRole("link", { name: "Back to the staff list" }).click();
    await page.getByRole("link", { name: new RegExp(`^${editorEmail}.*Editor · Active`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Staff: ${editorEmail}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset password" })).toBeVisible();
    expect(await page.evaluate((secret) => document.body.innerHTML.includes(secret), password)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await signOut(page);

    // The editor signs in with it, sees no staff screen, and chooses their own password.
    const own = "the editor's own long password";
    await signIn(page, { email: editorEmail, password });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Staff" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Your password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your password" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const current = page.getByLabel(/^Current password/);
    await current.fill("not the password I was given");
    await page.getByLabel(/^New password(?! again)/).fill(own);
    await page.getByLabel(/^New password again/).fill(own);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(current).toHaveAccessibleDescription("The current password is wrong.");
    expect(await axeViolations(page)).toEqual([]);
    await current.fill(password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
    await expect(page.getByLabel(/^Current password/)).toHaveValue("");
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await signOut(page);
    await signIn(page, { email: editorEmail, password: own });
    expect(errors).toEqual([]);
  });

  test("an admin resets a password and disables an account, whose session ends at once", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const admin = { email: `reset-admin-${stamp}@school.example`, password: "another admin's long password" };
    const leaverEmail = `leaver-${stamp}@school.example`;
    addAdmin(admin.email, admin.password);
    await page.goto(DESK);
    await signIn(page, admin);
    const first = await addAtDesk(page, leaverEmail);

    // The leaver is signed in elsewhere, on a browser of their own.
    const theirs = await (await browser.newContext()).newPage();
    await theirs.goto(DESK);
    await signIn(theirs, { email: leaverEmail, password: first });

    await page.getByRole("link", { name: "Back to the staff list" }).click();
    await page.getByRole("link", { name: new RegExp(`^${leaverEmail}`) }).click();
    await page.getByRole("button", { name: "Reset password" }).click();
    const question = page.getByRole("dialog", { name: `Reset the password of ${leaverEmail}?` });
    await expect(question).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("heading", { name: `New password for ${leaverEmail}` })).toBeFocused();
    const second = await page.getByRole("textbox", { name: `Password for ${leaverEmail}` }).inputValue();
    expect(second).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(second).not.toBe(first);
    expect((await theirs.request.get(`${SERVICE}/api/desk/session`)).status()).toBe(401);

    // Their page finds its session gone at the next load, and they sign in with the new password.
    await theirs.reload();
    await signIn(theirs, { email: leaverEmail, password: second });
    await page.getByRole("button", { name: "Disable account" }).click();
    await page
      .getByRole("dialog", { name: `Disable ${leaverEmail}?` })
      .getByRole("button", { name: "Disable account" })
      .click();
    await expect(page.getByText(`${leaverEmail} is disabled and signed out everywhere.`)).toBeVisible();
    await expect(page.getByText("Disabled: cannot sign in")).toBeVisible();
    expect((await theirs.request.get(`${SERVICE}/api/desk/session`)).status()).toBe(401);
    await expect(page.getByRole("button", { name: "Enable account" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

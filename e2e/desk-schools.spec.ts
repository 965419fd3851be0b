import { expect, test } from "@playwright/test";
import { atConsole, signIn } from "./deskConsole";
import { axeViolations } from "./axe";

/** The desk is served by the content service, on its own origin. */
const SERVICE = "http://127.0.0.1:4000";
const DESK = `${SERVICE}/desk/`;

const publicTitles = async (request: import("@playwright/test").APIRequestContext, code: string) =>
  ((await (await request.get(`${SERVICE}/api/news/All/${code}`)).json()) as { title: string }[]).map((i) => i.title);

test("an owner switches the desk to a second school, publishes there, and each school's list holds only its own", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const code = `S${stamp.toString(36).toUpperCase()}`;
  const name = `Second school ${stamp}`;
  const owner = { email: `owner-${stamp}@group.example`, password: "a long password for the owner" };
  const title = `Admissions open at the second school ${stamp}`;
  const site = `https://second-${stamp}.school.example`;
  expect(atConsole("school", ["add", code, "--name", name, "--site", site])).toContain(
    `Added ${code} (${name}). Its site: ${site}.`,
  );
  atConsole("staff", ["add", owner.email, "--role", "owner"], owner.password);

  await page.goto(DESK);
  await signIn(page, owner);
  const picker = page.getByRole("combobox", { name: "School" });
  // Closed, the picker names the school the desk works on.
  await expect(picker).toHaveText("Delhi Public School, Siliguri");
  // react-admin fills the page's heading once the screen has rendered: axe reads the screen then.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home");
  expect(await axeViolations(page)).toEqual([]);
  await picker.click();
  await page.getByRole("option", { name: `${name} (${code})` }).click();
  // The desk starts again on the chosen school.
  await expect(picker).toHaveText(name);

  await page.getByRole("menuitem", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Annual Sports Meet concludes", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Add" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Saved. Visitors see it when they open or reload the page (within 30 seconds)."),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();
  // "View on the site" opens the page on this school's own site.
  const onSite = page.getByRole("link", { name: `View on the site: ${title} (opens in a new tab)` });
  expect(await onSite.getAttribute("href")).toMatch(new RegExp(`^${site.replace(/\./g, "\\.")}/`));

  // The owner's Schools screen: each school's site, which the owner may change; a wrong one is refused there.
  await page.getByRole("menuitem", { name: "Schools" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schools" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText(site);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("row").filter({ hasText: code }).getByRole("cell", { name: name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `School: ${name}` })).toBeVisible();
  const address = page.getByRole("textbox", { name: "Public site's address" });
  await expect(address).toHaveValue(site);
  await address.fill(`http://second-${stamp}.school.example`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(address).toHaveAccessibleDescription(/^The site's address must be the public site's address/);
  const moved = `https://www.second-${stamp}.school.example/site`;
  await address.fill(moved);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The school's links lead to this address from now on.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText(moved);
  await page.screenshot({ path: test.info().outputPath("desk-schools-desktop.png") });
  await page.getByRole("menuitem", { name: "News" }).click();
  expect(await onSite.getAttribute("href")).toMatch(new RegExp(`^${moved.replace(/\./g, "\\.")}/`));

  expect(await publicTitles(request, code)).toEqual([title]);
  expect(await publicTitles(request, "DPSSWB")).not.toContain(title);

  // On a phone the bar keeps the choice, named in full, without pushing the page sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(picker).toBeVisible();
  await expect(picker).toHaveText(name);
  expect(await picker.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const pickerBox = (await picker.boundingBox())!;
  expect(pickerBox.x + pickerBox.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath("desk-school-picker-375.png") });
  // The desk lays itself out for the narrower screen a moment after the window narrows.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);

  // Signing out forgets the choice: the next sign-in starts on the service's own school.
  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await signIn(page, owner);
  await expect(picker).toHaveText("Delhi Public School, Siliguri");
});

/** The content desk on a phone, 375 × 812: the form's save bar, named buttons, nothing over the
 * page arrows, where each item appears, the desk's own not-found page and its home screen. */
import { execFileSync } from "child_process";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { indiaMoment, indiaTodayIso } from "@school/contract/indiaToday";
import { serviceDataDir } from "../playwright.config";
import { axeViolations } from "./axe";

const SERVICE = "http://127.0.0.1:4000";
const DESK = `${SERVICE}/desk/`;
const PASSWORD = "a long password for the phone desk";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** A staff account made the way the office makes one: `npm run staff -- add`, password on stdin. */
function addStaff(role: "admin" | "editor") {
  const email = `phone-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@school.example`;
  execFileSync("npm", ["run", "--silent", "staff", "--", "add", email, "--role", role], {
    input: PASSWORD,
    env: { ...process.env, DATA_DIR: serviceDataDir },
    encoding: "utf8",
  });
  return email;
}

async function signIn(page: Page, role: "admin" | "editor") {
  const email = addStaff(role);
  await page.goto(DESK);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
}

/** Buttons and links on screen whose accessible name is empty, as the accessibility tree reads them. */
async function unnamedControls(page: Page): Promise<string[]> {
  const unnamed: string[] = [];
  for (const control of [...(await page.getByRole("button").all()), ...(await page.getByRole("link").all())]) {
    if (!(await control.isVisible())) continue;
    // `- button "Save"`, or quoted as YAML when the name holds ": " (`- 'link "Past events: 3"':`).
    const [first] = (await control.ariaSnapshot()).split("\n");
    if (!/^- '?(button|link) "[^"]+"/.test(first))
      unnamed.push(await control.evaluate((element) => element.outerHTML.slice(0, 160)));
  }
  return unnamed;
}

/** The page's title is shown whole, wrapping rather than cut, in the bar, which grows with it: the
 * page's first control starts below the bar. */
async function expectWholeTitle(page: Page, title: Locator, first: Locator) {
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const titleBox = (await title.boundingBox())!;
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(375);
  const barBottom = await page.getByRole("banner").evaluate((bar) => bar.getBoundingClientRect().bottom);
  expect(barBottom).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
  expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  return titleBox;
}

/** Whether the element under the centre of `locator` is it (or inside it): nothing covers it. */
const isUncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** Visible elements fixed to the screen, besides the app bar: whatever scrolls under them (a list's
 * last row, its page arrows) is covered at some scroll position. */
const fixedOverContent = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return (
          style.position === "fixed" &&
          style.visibility !== "hidden" &&
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.top < innerHeight &&
          element.tagName !== "HEADER"
        );
      })
      .map((element) => `${element.tagName}.${String(element.className).split(" ").slice(0, 3).join(".")}`),
  );

/** Creates an item through the desk's API, as the signed-in page. */
async function create(page: Page, kind: string, body: Record<string, unknown>): Promise<string> {
  const response = await page.request.post(`${SERVICE}/api/desk/${kind}`, { headers: { Origin: SERVICE }, data: body });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** Deletes an item through the desk's API, naming the version it read (If-Match). */
async function remove(page: Page, kind: string, id: string) {
  const read = await page.request.get(`${SERVICE}/api/desk/${kind}/${id}`);
  const response = await page.request.delete(`${SERVICE}/api/desk/${kind}/${id}`, {
    headers: { Origin: SERVICE, "If-Match": read.headers().etag ?? "" },
  });
  expect(response.status()).toBe(200);
}

const listOf = async (page: Page, kind: string) =>
  (await (await page.request.get(`${SERVICE}/api/desk/${kind}?range=[0,499]`)).json()) as Record<string, unknown>[];

test("a list says where each item appears, Add covers nothing, the page arrows are reachable, and axe finds nothing", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, "editor");
  const stamp = Date.now();
  await create(page, "events", { title: `Past outing ${stamp}`, date: "2020-02-14", images: [], attachments: [] });
  // Upcoming only for this test: /events and the home page are other tests' to count.
  const coming = await create(page, "events", {
    title: `Coming fair ${stamp}`,
    date: "2099-02-14",
    images: [],
    attachments: [],
  });

  await page.goto(`${DESK}#/events`);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await page.getByRole("textbox", { name: "Search events" }).fill(String(stamp));
  await expect(page.getByText(/^1-2 of 2$/)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^Past outing ${stamp}`) })).toContainText(
    "Past: only on /school-calendar",
  );
  await expect(page.getByRole("link", { name: new RegExp(`^Coming fair ${stamp}`) })).toContainText(
    "On /events, /school-calendar and the home page",
  );
  await remove(page, "events", coming);

  // Albums say which page shows them: the home page shows only the photo gallery's.
  await page.goto(`${DESK}#/gallery?perPage=25`);
  await expect(page.getByRole("heading", { level: 1, name: "Albums" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Annual Day/ })).toContainText("On /gallery and the home page");
  await expect(page.getByRole("link", { name: /^Yoga Day/ })).toContainText("On /recent-activities");
  await expect(page.getByRole("link", { name: /^Chess Championship/ })).toContainText("On /sports-corner");

  // Pages of five, so that there is a next page.
  await page.goto(`${DESK}#/gallery?perPage=5&page=1`);
  await expect(page.getByText(/^1-5 of \d+$/)).toBeVisible();
  // Add is a worded button above the list; nothing floats over the list (react-admin's "+" did).
  await expect(page.getByRole("link", { name: "Add", exact: true })).toBeInViewport();
  expect(await fixedOverContent(page)).toEqual([]);
  expect(await unnamedControls(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("desk-list-375.png") });

  // The page arrows, at the bottom of the screen and in its middle, are what a finger touches.
  const next = page.getByRole("button", { name: "Go to next page" });
  for (const block of ["end", "center"] as const) {
    await next.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
    expect(await isUncovered(next), `the next-page arrow, scrolled to the ${block}`).toBe(true);
  }
  const lastRow = page.getByRole("link").filter({ hasText: /On \// }).last();
  await lastRow.evaluate((element) => element.scrollIntoView({ block: "end" }));
  expect(await isUncovered(lastRow)).toBe(true);
  await next.click();
  await expect(page.getByText(/^6-10 of \d+$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the form's save bar is one row of at most 64 px with named buttons, stays above a keyboard, and axe finds nothing", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, "editor");
  // A title longer than a phone's bar: it wraps onto a second line, whole.
  const title = `Phone fair and inter-house science exhibition ${Date.now()}`;
  const id = await create(page, "events", { title, date: "2021-03-01", venue: "Hall", images: [], attachments: [] });

  await page.goto(`${DESK}#/events/${id}`);
  const heading = page.getByRole("heading", { level: 1, name: `Event: ${title}` });
  await expect(heading).toBeVisible();
  const titleBox = await expectWholeTitle(page, heading, page.getByRole("textbox", { name: "Title" }));
  expect(titleBox.height).toBeGreaterThan(40);
  await page.screenshot({ path: testInfo.outputPath("desk-long-title-375.png") });
  const bar = page.getByRole("toolbar");
  const save = bar.getByRole("button", { name: "Save" });
  const remove = bar.getByRole("button", { name: "Delete this event" });
  await expect(save).toBeInViewport();
  await expect(remove).toBeInViewport();
  const box = (await bar.boundingBox())!;
  testInfo.annotations.push({ type: "save bar height", description: `${box.height} px` });
  expect(box.height).toBeLessThanOrEqual(64);
  expect(box.y + box.height).toBeCloseTo(812, 0);
  expect(await unnamedControls(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("desk-form-375.png") });

  // An on-screen keyboard that shortens the window (Chrome: interactive-widget=resizes-content):
  // the bar sits above it, and the next field Tab moves to scrolls clear of the bar, not under it.
  await page.setViewportSize({ width: 375, height: 420 });
  await page.getByRole("textbox", { name: "Time", exact: true }).focus();
  await page.keyboard.press("Tab");
  const place = page.getByRole("textbox", { name: "Place" });
  await expect(place).toBeFocused();
  await expect(save).toBeInViewport();
  const shortBar = (await bar.boundingBox())!;
  expect(shortBar.y + shortBar.height).toBeLessThanOrEqual(420.5);
  expect(shortBar.height).toBeLessThanOrEqual(64);
  expect(await isUncovered(place)).toBe(true);
  await place.fill("Main hall");
  await save.click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  expect((await (await page.request.get(`${SERVICE}/api/desk/events/${id}`)).json()).venue).toBe("Main hall");
  expect(errors).toEqual([]);
});

test("an unknown address and an admins' address show the desk's own page in plain words, with the way home", async ({
  page,
}) => {
  await signIn(page, "editor");
  await page.goto(`${DESK}#/no-such-screen`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("There is no page of the desk at this address.", { exact: false })).toBeVisible();
  await expect(page.getByText(/bad link/i)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Go to the desk's home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

  // An editor opening an admins' screen is told so, not "not found".
  for (const screen of ["submissions", "audit", "certificates/create"]) {
    await page.goto(`${DESK}#/${screen}`);
    await expect(page.getByRole("heading", { level: 1, name: "For admins only" })).toBeVisible();
    await expect(page.getByText("This part of the desk is for admins.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the desk's home" })).toBeVisible();
  }
  expect(await unnamedControls(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test("an admin's home screen counts what needs attention and what was published today, each a link to its list", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, "admin");
  // The school's day, in India, as the desk counts it wherever it is opened.
  const today = indiaTodayIso();
  const dayStart = indiaMoment(`${today}T00:00`).toISOString();
  const { schoolCode } = await (await page.request.get(`${SERVICE}/api/desk/config`)).json();

  // Something in most lines: an enquiry from the public form, a past event, and news published
  // today. (Birthdays without a day come only from before the desk asked for one: Jest makes them.)
  const enquiry = await page.request.post(`${SERVICE}/api/form/${schoolCode}/dif`, {
    data: {
      name: "Asha Roy",
      address: "Siliguri",
      phone: "9876543210",
      email: "asha@example.com",
      mailType: "Enquiry",
      message: "When do admissions open?",
    },
  });
  expect(enquiry.status()).toBe(201);
  await create(page, "events", {
    title: `Yesterday's trip ${Date.now()}`,
    date: "2021-05-01",
    images: [],
    attachments: [],
  });
  await create(page, "news", { title: `Published from a phone ${Date.now()}`, fromDate: today, attachments: [] });

  /** What each line must say, counted here from the whole lists. */
  const expected = async () => ({
    "New enquiries and applications": (await listOf(page, "submissions")).filter((item) => item.handled === false)
      .length,
    "Past events": (await listOf(page, "events")).filter((item) => String(item.date) < today).length,
    "Birthdays without a day": (await listOf(page, "birthdays")).filter((item) => !item.day).length,
    News: (await listOf(page, "news")).filter((item) => item.origin === "desk" && String(item.createdAt) >= dayStart)
      .length,
  });
  const shown = async (label: string) => {
    const link = page.getByRole("link", { name: new RegExp(`^${label}: \\d+$`) });
    return Number(/(\d+)$/.exec((await link.textContent()) ?? "")?.[1]);
  };

  const openHome = async () => {
    await page.goto(DESK);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Published today" })).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("region", { name: "Needs attention" })).toHaveAttribute("aria-busy", "false");
  };

  // Other tests publish at the same time: the screen and the lists are compared until they agree.
  await expect(async () => {
    await openHome();
    for (const [label, count] of Object.entries(await expected())) expect(await shown(label), label).toBe(count);
  }).toPass({ timeout: 30_000 });
  expect(await shown("New enquiries and applications")).toBeGreaterThan(0);
  expect(await shown("Past events")).toBeGreaterThan(0);
  expect(await shown("News")).toBeGreaterThan(0);
  expect(await unnamedControls(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("desk-home-375.png"), fullPage: true });

  // Each line opens its list, filtered the same way, and says so.
  const pastEvents = await shown("Past events");
  await page.getByRole("link", { name: /^Past events: \d+$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByText(/^Showing only: date before \d\d \w{3} \d{4}\.$/)).toBeVisible();
  await expect(page.getByText(new RegExp(`^1-${Math.min(pastEvents, 25)} of ${pastEvents}$`))).toBeVisible();
  await expect(page.getByRole("link").filter({ hasText: "On /events," })).toHaveCount(0);
  await page.getByRole("button", { name: "Show all" }).click();
  await expect(page.getByText(/^Showing only/)).toHaveCount(0);

  await openHome();
  await page.getByRole("link", { name: /^New enquiries and applications: \d+$/ }).click();
  const title = page.getByRole("heading", { level: 1, name: "Enquiries and applications" });
  await expect(title).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Handled" })).toHaveText("Not yet handled");
  await expectWholeTitle(page, title, page.getByRole("combobox", { name: "Handled" }));
  await page.screenshot({ path: testInfo.outputPath("desk-title-375.png") });
  await expect(page.getByRole("link", { name: /^Asha Roy \(not yet handled\)/ }).first()).toBeVisible();

  await openHome();
  await page.getByRole("link", { name: /^News: \d+$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page.getByText(/^Showing only: added at the desk; added since .+\.$/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Published from a phone/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Annual Sports Meet concludes/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

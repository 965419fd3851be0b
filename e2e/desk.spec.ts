import { execFileSync } from "child_process";
import { readFileSync } from "fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { serviceDataDir } from "../playwright.config";
import { axeViolations } from "./axe";

/** The desk is served by the content service, on its own origin. */
const SERVICE = "http://127.0.0.1:4000";
const DESK = `${SERVICE}/desk/`;

/** A staff account made the way the office makes one: `npm run staff -- add`, password on stdin. */
function addEditor(email: string, password: string) {
  execFileSync("npm", ["run", "--silent", "staff", "--", "add", email, "--role", "editor"], {
    input: password,
    env: { ...process.env, DATA_DIR: serviceDataDir },
    encoding: "utf8",
  });
}

/** Three distinct photos, as a camera would hand them over. */
const photos = () =>
  Promise.all(
    (["a", "b", "c"] as const).map(async (name, i) => ({
      name: `${name}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 800, height: 600, channels: 3, background: ["#c0392b", "#27ae60", "#2980b9"][i] },
      })
        .jpeg()
        .toBuffer(),
    })),
  );

/** Whether the page is wider than the screen: a phone would then scroll sideways. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
}

/** A visitor with an empty browser cache opens a public page. */
async function visit(browser: Browser, url: string) {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(url);
  return page;
}

const attachmentNames = (page: Page) =>
  page.getByRole("list", { name: /in the order the site shows them/ }).getByRole("listitem");

test("the sign-in page has no accessibility violation and says when a password is wrong", async ({ page }) => {
  await page.goto(DESK);
  await expect(page.getByRole("heading", { level: 1, name: "Content desk" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The tab's icon is one the service serves.
  const icon = await page.locator('link[rel="icon"]').getAttribute("href");
  const iconResponse = await page.request.get(new URL(String(icon), page.url()).href);
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()["content-type"]).toBe("image/svg+xml");

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription("Enter your e-mail address.");

  // An address of no account, new to this run: the tries left are counted as for a real one.
  const nobody = `nobody-${Date.now()}@school.example`;
  await page.getByLabel("E-mail address").fill(nobody);
  await page.getByLabel(/^Password/).fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "The e-mail address or password is wrong." });
  await expect(alert).toHaveText(
    "The e-mail address or password is wrong. 4 tries left before sign-in is locked for 15 minutes. " +
      "If you have forgotten your password, an admin can reset it.",
  );
  await expect(alert).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toHaveValue(nobody);
  expect(await axeViolations(page)).toEqual([]);
});

test("an editor publishes news with a PDF and an album of three photos, the site shows them at once, deletes the album, and signs out", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const stamp = Date.now();
  const editor = { email: `editor-${stamp}@school.example`, password: "a long password for the test" };
  const newsTitle = `Science fair winners ${stamp}`;
  const albumTitle = `Science fair album ${stamp}`;
  addEditor(editor.email, editor.password);

  await page.goto(DESK);
  await page.getByLabel("E-mail address").fill(editor.email);
  await page.getByLabel(/^Password/).fill(editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
  // Editors do not see the admins' screens.
  await expect(page.getByRole("menuitem", { name: "Enquiries and applications" })).toHaveCount(0);

  // News, with a PDF.
  await page.getByRole("menuitem", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Annual Sports Meet concludes", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Add" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New news item" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title" }).fill(newsTitle);
  await page
    .getByRole("textbox", { name: "Text" })
    .fill("The winners of this year's science fair, with the judges' notes.");
  // A real PDF, one the site builds.
  await page.getByLabel("Files").setInputFiles({
    name: "winners.pdf",
    mimeType: "application/pdf",
    buffer: readFileSync("public/pdf/sample-tc.pdf"),
  });
  await expect(attachmentNames(page)).toHaveText([/winners\.pdf \(sent when you save\)/]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Saved. Visitors see it when they open or reload the page (within 30 seconds)."),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: newsTitle, exact: true })).toBeVisible();

  // An album of three photos, reordered with the keyboard and with the mouse.
  await page.getByRole("menuitem", { name: "Albums" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Albums" })).toBeVisible();
  await page.getByRole("link", { name: "Add" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New album" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title" }).fill(albumTitle);
  // Saving too early: each message is read with its field, what was typed stays, axe finds nothing.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("radiogroup")).toHaveAccessibleDescription("Choose where the album appears.");
  await expect(page.getByLabel("Photos")).toHaveAccessibleDescription(/^Add at least one photo\./);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(albumTitle);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("radio", { name: "Photo gallery" }).check();
  await expect(page.getByRole("radiogroup")).not.toHaveAccessibleDescription("Choose where the album appears.");
  await page.getByRole("textbox", { name: "Text" }).fill("Projects from Classes VI to IX.");
  await page.getByLabel("Photos").setInputFiles(await photos());
  await expect(attachmentNames(page)).toHaveText([/^1\.Covera\.jpg/, /^2\.b\.jpg/, /^3\.c\.jpg/]);
  await page.getByRole("button", { name: "Move photo 3, c.jpg earlier" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move photo 2, c.jpg earlier" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(attachmentNames(page)).toHaveText([/c\.jpg/, /a\.jpg/, /b\.jpg/]);
  // At the front, "earlier" is disabled; the focus stays on the photo, on its other button.
  await expect(page.getByRole("button", { name: "Move photo 1, c.jpg later" })).toBeFocused();
  await attachmentNames(page).nth(2).dragTo(attachmentNames(page).nth(0));
  await expect(attachmentNames(page)).toHaveText([/b\.jpg/, /c\.jpg/, /a\.jpg/]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Saved. Visitors see it when they open or reload the page (within 30 seconds)."),
  ).toBeVisible();
  const albumRow = page.getByRole("row").filter({ hasText: albumTitle });
  const albumOnSite = await albumRow
    .getByRole("link", { name: `View on the site: ${albumTitle} (opens in a new tab)` })
    .getAttribute("href");
  expect(albumOnSite).toMatch(/^http:\/\/127\.0\.0\.1:9123\/photo-categories\?id=gallery_/);

  // The service kept the photos in the editor's order.
  const albumId = new URL(albumOnSite as string).searchParams.get("id");
  const album = await (await page.request.get(`${SERVICE}/api/desk/gallery/${albumId}`)).json();
  const names = await Promise.all(
    album.attachments.map(
      async (id: string) => (await (await page.request.get(`${SERVICE}/api/desk/media/${id}`)).json()).name,
    ),
  );
  expect(names).toEqual(["b.jpg", "c.jpg", "a.jpg"]);

  // The public pages show both, from the built site, without a rebuild.
  const news = await visit(browser, "/news");
  const download = news.getByRole("link", { name: new RegExp(`^Download attachment\\s*: ${newsTitle}$`) });
  await expect(download).toBeVisible();
  const pdf = await request.get(String(await download.getAttribute("href")));
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const gallery = await visit(browser, "/gallery");
  await gallery.getByRole("link", { name: albumTitle }).click();
  await expect(gallery.getByRole("button", { name: /^Open photo \d of 3/ })).toHaveCount(3);
  await expect(gallery).toHaveURL(albumOnSite as string);

  // Deleting the album, after confirming, takes it off the site.
  await albumRow.getByRole("cell", { name: albumTitle, exact: true }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete this album: “${albumTitle}”?` });
  await expect(confirm).toContainText(
    "Visitors stop seeing it when they open or reload the page (within 30 seconds). This cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Deleted.")).toBeVisible();
  await expect(page.getByRole("cell", { name: albumTitle, exact: true })).toHaveCount(0);
  const galleryAfter = await visit(browser, "/gallery");
  await expect(galleryAfter.getByRole("link", { name: "Annual Day" })).toBeVisible();
  await expect(galleryAfter.getByRole("link", { name: albumTitle })).toHaveCount(0);

  // Signing out ends the session on the server: the old cookie no longer opens anything.
  const cookie = (await page.context().cookies(SERVICE + "/api/desk")).find((c) => c.name === "desk_session");
  expect(cookie?.httpOnly).toBe(true);
  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  const withOldCookie = await request.get(`${SERVICE}/api/desk/session`, {
    headers: { cookie: `desk_session=${cookie?.value}` },
  });
  expect(withOldCookie.status()).toBe(401);
  expect(errors).toEqual([]);
});

test.describe("on a phone, 375 px wide", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the sign-in page, a kind's list and its edit form fit the screen, work, and axe finds nothing", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const stamp = Date.now();
    const editor = { email: `phone-${stamp}@school.example`, password: "a long password for the phone" };
    const title = `Phone news ${stamp}`;
    addEditor(editor.email, editor.password);

    await page.goto(DESK);
    await expect(page.getByRole("heading", { level: 1, name: "Content desk" })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, editor);

    // An item of its own, so that no other test's items change under it.
    const created = await page.request.post(`${SERVICE}/api/desk/news`, {
      headers: { Origin: SERVICE },
      data: { title, fromDate: "2026-11-20", description: "Typed on a phone.", attachments: [] },
    });
    expect(created.status()).toBe(201);

    // The menu is behind its button on a phone, and opens as a dialog that says what it is.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("menuitem", { name: "News" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await page.getByRole("textbox", { name: "Search news" }).fill(title);
    const item = page.getByRole("link", { name: new RegExp(`^${title}`) });
    await expect(item).toBeVisible();
    // As with the albums below: a click before the search's answer is lost when the list is drawn again.
    await expect(page.getByText(/^1-1 of 1$/)).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await item.click();
    await expect(page.getByRole("heading", { level: 1, name: `News item: ${title}` })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("textbox", { name: "Text" }).fill("Typed on a phone, and changed there.");
    const save = page.getByRole("button", { name: "Save" });
    await expect(save).toBeInViewport();
    await save.click();
    await expect(
      page.getByText("Saved. Visitors see the change when they open or reload the page (within 30 seconds)."),
    ).toBeVisible();
    const stored = await (await page.request.get(`${SERVICE}/api/desk/news/${(await created.json()).id}`)).json();
    expect(stored.description).toBe("Typed on a phone, and changed there.");

    // While a list loads, its progress bars are named too: the albums' answer is held until axe has looked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${SERVICE}/api/desk/gallery?*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("menuitem", { name: "Albums" }).click();
    await expect(page.getByRole("progressbar").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    release();

    // The widest form: an album's photos as thumbnails, each with its buttons (read, not saved).
    await page.getByRole("textbox", { name: "Search albums" }).fill("Annual Day");
    // The unsearched list holds this album too: a click before the search's answer is lost when
    // the list is drawn again.
    await expect(page.getByText(/^1-1 of 1$/)).toBeVisible();
    await page.getByRole("link", { name: /^Annual Day/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Album: Annual Day/ })).toBeVisible();
    await expect(attachmentNames(page).first()).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("with the browser's clock in California", () => {
  // Every time at the desk is India's, whatever the zone of the computer it is opened on.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("a new notice starts now until the same time tomorrow in India, and lists and the log say India's time", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const admin = { email: `notices-${stamp}@school.example`, password: "a long password for the notices" };
    execFileSync("npm", ["run", "--silent", "staff", "--", "add", admin.email, "--role", "admin"], {
      input: admin.password,
      env: { ...process.env, DATA_DIR: serviceDataDir },
      encoding: "utf8",
    });
    // 14:05 in India, 00:35 in California: the form must start from India's date and time.
    await page.clock.setFixedTime(new Date("2026-11-28T08:35:20Z"));
    await page.goto(DESK);
    await signIn(page, admin);

    await page.getByRole("menuitem", { name: "Urgent notices" }).click();
    await page.getByRole("link", { name: "Add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New urgent notice" })).toBeVisible();
    await expect(page.getByLabel("Shown from")).toHaveValue("2026-11-28T14:05");
    await expect(page.getByLabel("Shown until")).toHaveValue("2026-11-29T14:05");
    const title = `Sports day moved ${stamp}`;
    await page.getByRole("radio", { name: /^Information/ }).check();
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("textbox", { name: "Message" }).fill("Sports day moves to Saturday.");
    // Both times can be changed; a later window keeps this notice off the public pages other tests read.
    await page.getByLabel("Shown from").fill("2030-01-10T09:00");
    await page.getByLabel("Shown until").fill("2030-01-11T09:00");
    await page.getByRole("button", { name: "Save" }).click();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("10 Jan 2030, 09:00 IST");
    await expect(row).toContainText("11 Jan 2030, 09:00 IST");
    await expect(row).toContainText("Not yet: from 10 Jan 2030, 09:00 IST");

    // An upload in the audit log: by its file's name and the news item it belongs to.
    const newsTitle = `Timetable ${stamp}`;
    const upload = await page.request.post(`${SERVICE}/api/desk/media`, {
      headers: { Origin: SERVICE },
      multipart: {
        file: { name: "timetable.pdf", mimeType: "application/pdf", buffer: readFileSync("public/pdf/sample-tc.pdf") },
      },
    });
    const { id } = await upload.json();
    const news = await page.request.post(`${SERVICE}/api/desk/news`, {
      headers: { Origin: SERVICE },
      data: { title: newsTitle, fromDate: "2026-11-28", attachments: [id] },
    });
    expect(news.status()).toBe(201);

    await page.getByRole("menuitem", { name: "Audit log" }).click();
    await expect(page.getByRole("columnheader", { name: "When" })).toBeVisible();
    const uploaded = page
      .getByRole("row")
      .filter({ hasText: `Photo or file “timetable.pdf” in News item “${newsTitle}”` });
    await expect(uploaded).toHaveCount(1);
    // Recorded now, shown in India's time: never California's.
    const when = await uploaded.getByRole("cell").first().textContent();
    expect(when).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/);
    const india = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "2-digit" }).format(new Date());
    expect(when?.slice(0, 2)).toBe(india);
    expect(await axeViolations(page)).toEqual([]);

    // Tidy: the notice goes.
    await page.getByRole("menuitem", { name: "Urgent notices" }).click();
    await row.getByRole("cell", { name: title, exact: true }).click();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("cell", { name: title, exact: true })).toHaveCount(0);
  });
});

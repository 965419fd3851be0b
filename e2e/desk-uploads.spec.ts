/** Issue 26, "Uploads that help", at the desk: a PDF renamed .jpg is refused at once by name, and an
 * iPhone's HEIC photo is converted, saved and shown as a thumbnail. */
import { execFileSync } from "child_process";
import { readFileSync } from "fs";
import path from "path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { serviceDataDir } from "../playwright.config";

// One after the other: each adds a staff account through the CLI, a write of its own to the database.
test.describe.configure({ mode: "default" });

const SERVICE = "http://127.0.0.1:4000";
const DESK = `${SERVICE}/desk/`;
const HEIC = readFileSync(path.join(__dirname, "../content-service/__tests__/fixtures/photos/two-colours.heic"));

/** A staff account made the way the office makes one: `npm run staff -- add`, password on stdin. */
function addEditor(email: string, password: string) {
  execFileSync("npm", ["run", "--silent", "staff", "--", "add", email, "--role", "editor"], {
    input: password,
    env: { ...process.env, DATA_DIR: serviceDataDir },
    encoding: "utf8",
  });
}

async function signInAsNewEditor(page: Page, name: string) {
  const editor = { email: `${name}-${Date.now()}@school.example`, password: "a long password for the uploads" };
  addEditor(editor.email, editor.password);
  await page.goto(DESK);
  await page.getByLabel("E-mail address").fill(editor.email);
  await page.getByLabel(/^Password/).fill(editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
}

async function newAlbum(page: Page, title: string) {
  await page.getByRole("menuitem", { name: "Albums" }).click();
  await page.getByRole("link", { name: "Add" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New album" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("radio", { name: "Photo gallery" }).check();
  await page.getByRole("textbox", { name: "Text" }).fill("Photos from the day.");
}

const attachments = (page: Page) =>
  page.getByRole("list", { name: /in the order the site shows them/ }).getByRole("listitem");

/** Whether every picture in `scope` has loaded as a picture (a broken one has no natural width). */
const brokenPictures = (scope: Locator) =>
  scope
    .locator("img")
    .evaluateAll(
      (images) =>
        images.filter(
          (image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0,
        ).length,
    );

test("a PDF renamed .jpg is refused as soon as it is chosen, by its name, and never shown as a broken picture", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const uploads: string[] = [];
  page.on(
    "request",
    (request) =>
      request.method() === "POST" && request.url().includes("/api/desk/media") && uploads.push(request.url()),
  );
  await signInAsNewEditor(page, "renamed");
  await newAlbum(page, `Sports day ${Date.now()}`);

  const document = await PDFDocument.create();
  document.addPage().drawText("Sports day programme");
  const renamed = { name: "sports day.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await document.save()) };
  const photo = {
    name: "relay.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#27ae60" } })
      .jpeg()
      .toBuffer(),
  };
  await page.getByLabel("Photos").setInputFiles([renamed, photo]);

  await expect(page.getByRole("alert").filter({ hasText: "sports day.jpg" })).toHaveText(
    "sports day.jpg is a PDF, not a photo, whatever its name says. Only photos (JPEG, PNG, WebP or HEIC) can go here.",
  );
  await expect(attachments(page)).toHaveText([/relay\.jpg \(sent when you save\)/]);
  await expect(attachments(page).locator("img")).toHaveCount(1);
  await expect.poll(() => brokenPictures(attachments(page))).toBe(0);
  // Nothing was sent: the refusal came from the file's own first bytes.
  expect(uploads).toEqual([]);
  expect(errors).toEqual([]);
});

test("an iPhone's HEIC photo is added, converted when saved, and then shown as a thumbnail", async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAsNewEditor(page, "heic");
  const title = `iPhone album ${Date.now()}`;
  await newAlbum(page, title);

  await page.getByLabel("Photos").setInputFiles({ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: HEIC });
  // The browser cannot draw HEIC: a photo icon and a note, never a broken picture.
  await expect(attachments(page)).toHaveText([
    /IMG_0042\.HEIC \(sent when you save: an iPhone photo \(HEIC\), shown once saved as a JPEG\)/,
  ]);
  await expect(attachments(page).locator("img")).toHaveCount(0);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
  await page.getByRole("row").filter({ hasText: title }).getByRole("cell", { name: title, exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);

  // The stored photo is a JPEG the browser draws, under the name it was chosen by.
  const thumbnail = attachments(page).locator("img");
  await expect(thumbnail).toHaveCount(1);
  await expect(attachments(page)).toHaveText([/IMG_0042\.HEIC/]);
  await expect.poll(() => brokenPictures(attachments(page))).toBe(0);
  const source = new URL(String(await thumbnail.getAttribute("src")), SERVICE);
  const stored = await page.request.get(source.href);
  expect(stored.headers()["content-type"]).toBe("image/jpeg");
  expect((await stored.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(errors).toEqual([]);
});

import { execFileSync } from "child_process";
import { expect, test, type Browser } from "@playwright/test";
import sharp from "sharp";
import { serviceDataDir } from "../playwright.config";
import { axeViolations } from "./axe";

/** The desk is served by the content service, on its own origin. */
const SERVICE = "http://127.0.0.1:4000";
const DESK = `${SERVICE}/desk/`;
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true };

/** A staff account made the way the office makes one: `npm run staff -- add`, password on stdin. */
function addEditor(email: string, password: string) {
  execFileSync("npm", ["run", "--silent", "staff", "--", "add", email, "--role", "editor"], {
    input: password,
    env: { ...process.env, DATA_DIR: serviceDataDir },
    encoding: "utf8",
  });
}

/** A phone of its own, signed in: each tab below is one person's. */
async function signedInPhone(browser: Browser, email: string, password: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(DESK);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
  return page;
}

test("two people change one album at once, 375 px wide: the second is told who changed it and when, keeps what was typed, and reloads", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const password = "a long password for the conflict";
  const anita = `anita-${stamp}@school.example`;
  const ravi = `ravi-${stamp}@school.example`;
  addEditor(anita, password);
  addEditor(ravi, password);
  const tabA = await signedInPhone(browser, anita, password);
  const tabB = await signedInPhone(browser, ravi, password);
  const errors: string[] = [];
  for (const page of [tabA, tabB]) page.on("pageerror", (error) => errors.push(error.message));

  // An album of its own, so that no other test's items change under it.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2980b9" } })
    .jpeg()
    .toBuffer();
  const upload = await tabA.request.post(`${SERVICE}/api/desk/media`, {
    headers: { Origin: SERVICE },
    multipart: { file: { name: "sports.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const title = `Sports Day ${stamp}`;
  const created = await tabA.request.post(`${SERVICE}/api/desk/gallery`, {
    headers: { Origin: SERVICE },
    data: {
      category: "PhotoGallery",
      title,
      date: "2026-11-20",
      description: "The first words.",
      attachments: [(await upload.json()).id],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;

  // Both open it.
  for (const page of [tabA, tabB]) {
    await page.goto(`${DESK}#/gallery/${encodeURIComponent(id)}`);
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  }

  // Anita renames it and saves.
  await tabA.getByRole("textbox", { name: "Title" }).fill(`${title}, renamed`);
  await tabA.getByRole("button", { name: "Save" }).click();
  await expect(
    tabA.getByText("Saved. Visitors see the change when they open or reload the page (within 30 seconds)."),
  ).toBeVisible();
  await expect(tabA.getByRole("heading", { level: 1, name: "Albums" })).toBeVisible();

  // Ravi, still showing the old title, changes the text and saves.
  const text = tabB.getByRole("textbox", { name: "Text" });
  await text.fill("Ravi's words, typed on his phone.");
  await tabB.getByRole("button", { name: "Save" }).click();
  const conflict = tabB.getByRole("alert").filter({ hasText: "changed this album" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toHaveText(
    new RegExp(
      `^${anita.replace(/[.]/g, "\\.")} changed this album on \\d{2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} IST\\. Reload it to see that change; what you typed is kept\\.Reload the saved version$`,
    ),
  );
  await expect(conflict).toBeInViewport();
  // Nothing of his was saved, and nothing he typed is lost.
  await expect(text).toHaveValue("Ravi's words, typed on his phone.");
  await expect(tabB.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  expect((await (await tabB.request.get(`${SERVICE}/api/desk/gallery/${id}`)).json()).description).toBe(
    "The first words.",
  );
  expect(await axeViolations(tabB)).toEqual([]);
  await test.info().attach("the conflict at 375 px", { body: await tabB.screenshot(), contentType: "image/png" });

  // He reloads: Anita's title arrives, his words stay; saving now keeps both.
  await conflict.getByRole("button", { name: "Reload the saved version" }).click();
  await expect(
    tabB.getByRole("status").filter({ hasText: "This is the saved version, with what you typed kept." }),
  ).toBeVisible();
  await expect(tabB.getByRole("textbox", { name: "Title" })).toHaveValue(`${title}, renamed`);
  await expect(text).toHaveValue("Ravi's words, typed on his phone.");
  await tabB.getByRole("button", { name: "Save" }).click();
  await expect(
    tabB.getByText("Saved. Visitors see the change when they open or reload the page (within 30 seconds)."),
  ).toBeVisible();
  // Back to the list, as after any save: nothing is left looking unsaved.
  await expect(tabB.getByRole("heading", { level: 1, name: "Albums" })).toBeVisible();
  const stored = await (await tabB.request.get(`${SERVICE}/api/desk/gallery/${id}`)).json();
  expect(stored).toMatchObject({ title: `${title}, renamed`, description: "Ravi's words, typed on his phone." });
  expect(errors).toEqual([]);
});

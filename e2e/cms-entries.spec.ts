import type { ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";
import { INCOMPLETE_LOAD } from "../src/lib/cms/entryLoad";
import { startDecapServer } from "./decapServer";

/** The editor at /admin moving between entries, with the loads of entries held back and answered
 * out of order. Its own decap-server edits a copy of content/ on a port of its own, where the
 * editor's requests are routed, so that it runs beside e2e/cms.spec.ts and `npm run cms`. */
test.describe.configure({ mode: "serial" });

const OWN_BACKEND = "http://127.0.0.1:8091/api/v1";
let repo: string;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(os.tmpdir(), "cms-entries-e2e-"));
  cpSync(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  server = await startDecapServer(repo, OWN_BACKEND);
});

// A held load may still be on its way when a test has seen what it came for: it is dropped, not
// answered into a page that is closing.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test.afterAll(() => {
  server?.kill();
  rmSync(repo, { recursive: true, force: true });
});

const onDisk = (file: string) => readFileSync(path.join(repo, file), "utf8");

/** A load the test holds back: its answer is read when asked for and given only once released. */
interface HeldLoad {
  release(): void;
  /** Resolves once the editor has been given the answer. */
  answered: Promise<void>;
}

/** Routes the editor's requests to this test's decap-server, holding back each load of the file
 * `held`, and answering each load of the file `emptied` as if it were empty. */
async function routeLoads(page: Page, { held = "", emptied = "" }): Promise<HeldLoad> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${new URL(LOCAL_BACKEND_URL).origin}/**`, async (route) => {
    const response = await route.fetch({ url: OWN_BACKEND });
    const body = JSON.parse(route.request().postData() ?? "{}") as { action?: string; params?: { path?: string } };
    const file = body.action === "getEntry" ? body.params?.path : undefined;
    if (file === held) await released;
    if (file === emptied) {
      // decap-server's own headers (its CORS answer among them), without the full file's length.
      const { "content-length": _, ...headers } = response.headers();
      await route.fulfill({ headers, json: { ...((await response.json()) as object), data: "" } });
    } else await route.fulfill({ response });
    if (file === held) answer();
  });
  return { release, answered };
}

async function signIn(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
}

const title = (page: Page) => page.getByLabel("Title", { exact: true });
const ABOUT = "content/pages/about-us.md";

test("an entry opened by changing the address, or by the back and forward buttons, loads whole and never shows empty as saved", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const load = await routeLoads(page, { held: ABOUT });
  await signIn(page);
  await page.goto("/admin/#/collections/fees/entries/fees");
  await expect(page.getByText("Fee groups").first()).toBeVisible();
  await page.evaluate(() => (window.location.hash = "#/collections/pages/entries/about-us"));
  // While the page's file is on its way, the editor says so; it shows no empty form.
  await expect(page.getByText("Loading entry...")).toBeVisible();
  await expect(title(page)).toHaveCount(0);
  await expect(page.getByText("Changes saved")).toHaveCount(0);
  load.release();
  await expect(title(page)).toHaveValue("About Us");
  await expect(page.getByText("4 keywords")).toBeVisible();
  await expect(page.locator("[data-slate-editor]")).toContainText("co-educational day-cum-boarding school");

  await page.goBack();
  await expect(page).toHaveURL(/#\/collections\/fees\/entries\/fees$/);
  await expect(page.getByRole("button", { name: "Classes III-VIII" })).toBeVisible();
  await page.goForward();
  await expect(title(page)).toHaveValue("About Us");
  await expect(page.getByText("4 keywords")).toBeVisible();
});

test("a page whose load is overtaken by another's is refused at publishing, with what to do, and no file changes", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const before = { about: onDisk(ABOUT), library: onDisk("content/pages/our-library.md") };
  const load = await routeLoads(page, { held: ABOUT });
  await signIn(page);
  await page.goto("/admin/#/collections/pages");
  await page.getByRole("link", { name: "About Us (/about-us)" }).click();
  await expect(page.getByText("Loading entry...")).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Our Library (/our-library)" }).click();
  await expect(title(page)).toHaveValue("Our Library");
  // The About Us file arrives last: Decap puts it in the form of Our Library's address.
  load.release();
  await load.answered;
  await expect(title(page)).toHaveValue("About Us");
  await expect(page).toHaveURL(/#\/collections\/pages\/entries\/our-library$/);
  // The preview says so at once.
  await expect(page.frameLocator("#preview-pane").getByRole("alert")).toHaveText(INCOMPLETE_LOAD);
  await page.getByLabel("Description", { exact: true }).fill("Changed in a form that is not this page's.");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText(`Not saved. ${INCOMPLETE_LOAD}`)).toBeVisible();
  expect({ about: onDisk(ABOUT), library: onDisk("content/pages/our-library.md") }).toEqual(before);
});

test("a page whose file loads as nothing says so, and publishing it is refused with what to do", async ({ page }) => {
  test.setTimeout(60_000);
  const before = onDisk(ABOUT);
  await routeLoads(page, { emptied: ABOUT });
  await signIn(page);
  await page.goto("/admin/#/collections/pages/entries/about-us");
  await expect(page.frameLocator("#preview-pane").getByRole("alert")).toHaveText(INCOMPLETE_LOAD);
  await title(page).fill("About Us");
  await page.getByLabel("Description", { exact: true }).fill("Written into a form that loaded empty.");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText(`Not saved. ${INCOMPLETE_LOAD}`)).toBeVisible();
  expect(onDisk(ABOUT)).toBe(before);
});

test("a fee group opens by clicking its name, or by its named button from the keyboard", async ({ page }) => {
  test.setTimeout(60_000);
  await routeLoads(page, {});
  await signIn(page);
  await page.goto("/admin/#/collections/fees/entries/fees");
  const group = (name: string) => page.getByRole("button", { name, exact: true });
  const tuition = (name: string) =>
    page
      .locator('[class*="SortableListItem"]')
      .filter({ has: group(name) })
      .getByRole("group", { name: "Tuition fee" });
  await expect(group("Classes III-VIII")).toHaveAttribute("aria-expanded", "false");
  await expect(tuition("Classes III-VIII")).toBeHidden();
  await page.getByText("Classes III-VIII", { exact: true }).click();
  await expect(tuition("Classes III-VIII")).toBeVisible();
  await expect(group("Classes III-VIII")).toHaveAttribute("aria-expanded", "true");

  await group("Class IX").focus();
  await page.keyboard.press("Enter");
  await expect(tuition("Class IX")).toBeVisible();
  await expect(group("Class IX")).toHaveAttribute("aria-expanded", "true");
  const box = await group("Class IX").boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
});

import type { ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";
import { API_BASE_URL } from "../src/lib/serviceAddress";
import { parseHeadersFile } from "../src/lib/headersFile";
import { watchForErrors } from "./consoleErrors";
import { routeEditorTo, startDecapServer } from "./decapServer";

/** The editor at /admin of the production build, saving through Decap's local backend
 * (decap-server, as `npm run cms` starts it) into a copy of content/, so that the working copy is
 * never touched. That decap-server listens on a port of its own, where the editor's requests are
 * routed, so that these tests run beside the tests of `npm run cms` (e2e/commands/), which holds the
 * editor's own. */
test.describe.configure({ mode: "serial" });

const OWN_BACKEND = "http://127.0.0.1:8092/api/v1";

let repo: string;
let server: ChildProcess | undefined;

/** A file of the copy as it is now, or undefined before decap-server has written it. */
function bytesOnDisk(file: string): Buffer | undefined {
  try {
    return readFileSync(path.join(repo, file));
  } catch {
    return undefined;
  }
}

const FEES = "content/data/fees.yaml";
const feesText = () => readFileSync(path.join(repo, FEES), "utf8");

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  cpSync(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  server = await startDecapServer(repo, OWN_BACKEND);
});

test.beforeEach(({ page }) => routeEditorTo(page, OWN_BACKEND));
// The editor may still be asking decap-server when a test has seen what it came for: that request is
// dropped, not answered into a page that is closing.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

test.afterAll(() => {
  server?.kill();
  rmSync(repo, { recursive: true, force: true });
});

/** The fees of Classes III-VIII, unfolded: Decap folds list entries, and the group's fees are then
 * the only ones shown. */
async function openClassesIiiToViii(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto("/admin/#/collections/fees/entries/fees");
  await page.getByText("Fee groups").first().waitFor();
  const items = page.locator('[class*="SortableListItem"]').filter({ visible: true });
  await items
    .filter({ has: page.getByText("Classes III-VIII", { exact: true }) })
    .first()
    .getByRole("button")
    .first()
    .click();
}
const tuitionAmount = (page: Page) =>
  page.getByRole("group", { name: "Tuition fee" }).filter({ visible: true }).getByLabel("Amount (Rs.)");
const preview = (page: Page) => page.frameLocator("#preview-pane");

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The lines a change took out of a file and put in, in order. */
function changedLines(before: string, after: string) {
  const [a, b] = [before.split("\n"), after.split("\n")];
  let start = 0;
  while (start < Math.min(a.length, b.length) && a[start] === b[start]) start++;
  let [endA, endB] = [a.length, b.length];
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) [endA, endB] = [endA - 1, endB - 1];
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

test("an amount that is not whole rupees is refused in its field, naming the class and the row, and nothing is saved", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchForErrors(page);
  const before = feesText();
  await openClassesIiiToViii(page);
  await expect(tuitionAmount(page)).toHaveValue("5450");
  await tuitionAmount(page).fill("5450.50");
  await tuitionAmount(page).blur();
  const message = "Classes III-VIII, Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.";
  // What was typed stays, the field is marked, and its message is tied to it.
  await expect(tuitionAmount(page)).toHaveValue("5450.50");
  await expect(tuitionAmount(page)).toHaveAttribute("aria-invalid", "true");
  await expect(tuitionAmount(page)).toHaveAccessibleDescription(`Error: ${message}`);
  await expect(preview(page).getByRole("alert")).toHaveText(`The website cannot show this yet. ${message}`);
  await publish(page);
  // Decap marks the fees with the refusal and brings them into view; it saves nothing.
  const fees = page.getByRole("group", { name: "Tuition fee" }).filter({ visible: true });
  await expect(page.getByRole("listitem").filter({ hasText: message }).filter({ visible: true })).toBeInViewport();
  await expect(fees).toBeVisible();
  await expect(tuitionAmount(page)).toHaveValue("5450.50");
  expect(feesText()).toBe(before);
  // Decap rejects the refused save's promise without a reason (decap-cms-core, persistEntry), which
  // the browser reports as an uncaught "undefined"; anything else is an error.
  expect(errors.filter((error) => error !== "uncaught: undefined")).toEqual([]);
});

test("a fee changed in the editor is one changed line of fees.yaml, and the preview shows its group with the total worked out", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const before = feesText();
  await openClassesIiiToViii(page);
  await tuitionAmount(page).fill("5500");
  await expect(tuitionAmount(page)).toHaveAccessibleDescription("Rs. 5,500");
  const table = preview(page).getByRole("table", { name: /Classes III-VIII: fees for session/ });
  await expect(table.getByRole("row", { name: /Tuition fee/ })).toContainText("5,500");
  await expect(table.locator("tfoot")).toContainText("95,000");
  // Only the group being changed is shown, with nothing over its Amount column.
  await expect(preview(page).getByRole("table", { name: /Class IX: fees/ })).toHaveCount(0);
  await publish(page);
  await expect
    .poll(() => changedLines(before, feesText()), { timeout: 15_000 })
    .toEqual({
      removed: ["      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 5450 }"],
      added: ["      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 5500 }"],
    });
});

const DISCLOSURE = "content/data/disclosure.yaml";

test("a fact of the Mandatory Public Disclosure filled in the editor is one changed line, and the preview shows it in Appendix IX's table", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const before = readFileSync(path.join(repo, DISCLOSURE), "utf8");
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto("/admin/#/collections/disclosure/entries/disclosure");
  const table = preview(page).getByRole("table", { name: "A. General information" });
  await expect(table.getByRole("row", { name: /Affiliation no\./ })).toContainText("To be published by the school");
  await page.getByLabel("Affiliation no. (optional)", { exact: true }).fill("1234567");
  await expect(table.getByRole("row", { name: /Affiliation no\./ })).toContainText("1234567");
  // Facts site.yaml holds are read from it, as on the site.
  await expect(table.getByRole("row", { name: /Name of the school/ })).toContainText("Delhi Public School, Siliguri");
  await publish(page);
  await expect
    .poll(() => changedLines(before, readFileSync(path.join(repo, DISCLOSURE), "utf8")), { timeout: 15_000 })
    .toEqual({ removed: ["  affiliationNumber:"], added: ['  affiliationNumber: "1234567"'] });
});

test("a document uploaded in the editor is written under static/disclosure/ and named with its dates in disclosure.yaml", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const before = readFileSync(path.join(repo, DISCLOSURE), "utf8");
  const pdf = Buffer.from("%PDF-1.4\n% A fire safety certificate, for the test\n%%EOF\n");
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto("/admin/#/collections/disclosure/entries/disclosure");
  // The fire safety certificate is section B's sixth document, after which come the SMC's and the PTA's lists.
  const fire = 5;
  await page.getByRole("button", { name: "Choose a file" }).nth(fire).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "fire-safety-certificate.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByRole("textbox", { name: "Date of issue (YYYY-MM-DD) (optional)" }).nth(fire).fill("2025-04-01");
  await page.getByRole("textbox", { name: "Date of expiry (YYYY-MM-DD) (optional)" }).nth(fire).fill("2027-03-31");
  const row = preview(page)
    .getByRole("table", { name: "B. Documents and information" })
    .getByRole("row", { name: /valid fire safety certificate/ });
  await expect(row.getByRole("link", { name: /^View .* \(PDF\)$/ })).toHaveAttribute(
    "href",
    /fire-safety-certificate\.pdf$/,
  );
  await expect(row).toContainText("01 Apr 2025");
  await expect(row).toContainText("31 Mar 2027");
  await publish(page);
  await expect
    .poll(() => changedLines(before, readFileSync(path.join(repo, DISCLOSURE), "utf8")), { timeout: 15_000 })
    .toEqual({
      removed: ["    file:", "    issued:", "    expires:"],
      added: ["    file: /disclosure/fire-safety-certificate.pdf", "    issued: 2025-04-01", "    expires: 2027-03-31"],
    });
  // decap-server writes the entry's files first and its uploads after them, within the same save.
  await expect
    .poll(() => bytesOnDisk("static/disclosure/fire-safety-certificate.pdf"), { timeout: 15_000 })
    .toEqual(pdf);
});

test("/admin has its own policy, naming decap-server only where the editor saves through it, and the site's pages keep theirs", async ({
  request,
}) => {
  const built =
    parseHeadersFile(readFileSync(path.resolve("public/_headers"), "utf8")).get("/admin/")?.[
      "Content-Security-Policy"
    ] ?? "";
  const connect = (csp: string) =>
    csp
      .split(";")
      .map((directive) => directive.trim().split(" "))
      .find(([name]) => name === "connect-src");
  // The content service too: the previews show the urgent notices in force.
  const service = new URL(API_BASE_URL).origin;
  expect(connect(built)).toEqual(["connect-src", "'self'", "blob:", "https://api.github.com", service]);
  // This server runs with CMS_LOCAL_BACKEND=1 (playwright.config.ts), as for these tests.
  const served = (await request.get("/admin/")).headers()["content-security-policy"];
  expect(connect(served)).toEqual([
    "connect-src",
    "'self'",
    "blob:",
    "https://api.github.com",
    service,
    new URL(LOCAL_BACKEND_URL).origin,
  ]);
  expect(served).toContain("frame-ancestors 'none'");
  // The sign-in window must keep its way back to the editor (e2e/cms-sign-in.spec.ts).
  expect((await request.get("/admin/")).headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  for (const route of ["/", "/fee-structure"]) {
    const csp = (await request.get(route)).headers()["content-security-policy"];
    expect(csp, route).not.toContain("api.github.com");
    expect(csp, route).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp, route).toContain("frame-ancestors 'self'");
  }
});

import type { ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import yaml from "js-yaml";
import { CMS_BACKEND, LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";
import { watchForErrors } from "./consoleErrors";
import { startDecapServer } from "./decapServer";

/** The editor at /admin of the production build, saving through Decap's local backend
 * (decap-server, as `npm run cms` starts it) into a copy of content/, so that the working copy is
 * never touched. */
test.describe.configure({ mode: "serial" });

let repo: string;
let server: ChildProcess | undefined;

/** A YAML file of the copy as it is now, or undefined while decap-server is still writing it (a
 * file is emptied before it is written): polls read it until it holds what they wait for. */
function yamlOnDisk<T>(file: string): T | undefined {
  try {
    return (yaml.load(readFileSync(path.join(repo, file), "utf8"), { schema: yaml.CORE_SCHEMA }) as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}

interface Fees {
  groups: { title: string; total: number; rows: { particulars: string; amount: number }[] }[];
}
const feesOnDisk = () => {
  const fees = yamlOnDisk<Fees>("content/data/fees.yaml");
  if (!fees) throw new Error("content/data/fees.yaml of the copy is empty or not YAML");
  return fees;
};

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  cpSync(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  server = await startDecapServer(repo);
});

test.afterAll(() => {
  server?.kill();
  rmSync(repo, { recursive: true, force: true });
});

async function openFees(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto("/admin/#/collections/fees/entries/fees");
  await page.getByText("Fee groups").first().waitFor();
  await unfoldClassIxAdmissionFee(page);
}

/** Class IX is the fifth fee group of content/data/fees.yaml; its admission fee is its first row.
 * Decap folds list entries: the group and then its row are unfolded, after which the only visible
 * amount and total are theirs. */
const CLASS_IX = 4;
async function unfoldClassIxAdmissionFee(page: Page) {
  const items = page.locator('[class*="SortableListItem"]').filter({ visible: true });
  await items.filter({ has: page.getByText("Class IX", { exact: true }) }).first().getByRole("button").first().click();
  await items.filter({ has: page.getByText("Admission fee", { exact: true }).filter({ visible: true }) }).last().getByRole("button").first().click();
}
const classIxAdmissionFee = (page: Page) => page.getByLabel("Amount (Rs.)", { exact: true }).filter({ visible: true });
const classIxTotal = (page: Page) => page.getByLabel("Total due at admission (Rs.)", { exact: true }).filter({ visible: true });
const preview = (page: Page) => page.frameLocator("#preview-pane");

test("the preview shows the fee tables as the site does, and the build's message for a value it would refuse", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchForErrors(page);
  await openFees(page);
  const before = feesOnDisk().groups[CLASS_IX];
  expect(before.title).toBe("Class IX");
  await expect(classIxAdmissionFee(page)).toHaveValue(String(before.rows[0].amount));
  const table = preview(page).getByRole("table", { name: /Class IX: fees for session/ });
  await expect(table.getByRole("row", { name: /Admission fee/ })).toContainText(before.rows[0].amount.toLocaleString("en-IN"));

  await classIxAdmissionFee(page).fill("-500");
  await expect(preview(page).getByRole("alert")).toContainText(
    'The website cannot show this yet. content/data/fees.yaml: groups[4] "Class IX" > rows[0] "Admission fee": field "amount" must be a positive whole number of rupees',
  );
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Amount (Rs.) must be at least 1.", { exact: false })).toBeVisible();
  // Decap rejects the refused save's promise without a reason (decap-cms-core, persistEntry), which
  // the browser reports as an uncaught "undefined"; anything else is an error.
  expect(errors.filter((error) => error !== "uncaught: undefined")).toEqual([]);
});

test("a fee changed in the editor is saved into fees.yaml; a total that does not add up is refused with the build's message", async ({ page }) => {
  test.setTimeout(90_000);
  await openFees(page);
  const before = feesOnDisk().groups[CLASS_IX];
  const raised = before.rows[0].amount + 1000;

  await classIxAdmissionFee(page).fill(String(raised));
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText(`field "total" is ${before.total}, but its rows with inTotal: true add up to ${before.total + 1000}`, { exact: false })).toBeVisible();
  expect(feesOnDisk().groups[CLASS_IX].rows[0].amount).toBe(before.rows[0].amount);

  await classIxTotal(page).fill(String(before.total + 1000));
  await expect(preview(page).getByRole("table", { name: /Class IX: fees for session/ }).getByRole("row", { name: /Admission fee/ })).toContainText(raised.toLocaleString("en-IN"));
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  const classIxOnDisk = () => {
    const group = yamlOnDisk<Fees>("content/data/fees.yaml")?.groups[CLASS_IX];
    return group && { amount: group.rows[0]?.amount, total: group.total };
  };
  await expect.poll(classIxOnDisk, { timeout: 15_000 }).toEqual({ amount: raised, total: before.total + 1000 });
});

test("/admin has its own policy, and the site's pages keep theirs", async ({ request }) => {
  const admin = (await request.get("/admin/")).headers()["content-security-policy"];
  const connect = admin.split(";").map((directive) => directive.trim().split(" ")).find(([name]) => name === "connect-src");
  // The sign-in service, and the address the editor looks for decap-server at (scripts/cms.ts binds it there).
  expect(connect).toEqual(["connect-src", "'self'", "blob:", "https://api.github.com", new URL(CMS_BACKEND.base_url).origin, new URL(LOCAL_BACKEND_URL).origin]);
  expect(admin).toContain("frame-ancestors 'none'");
  expect(admin).toMatch(/script-src 'self' 'unsafe-eval';/);
  for (const route of ["/", "/fee-structure"]) {
    const csp = (await request.get(route)).headers()["content-security-policy"];
    expect(csp, route).not.toContain("api.github.com");
    expect(csp, route).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp, route).toContain("frame-ancestors 'self'");
  }
});

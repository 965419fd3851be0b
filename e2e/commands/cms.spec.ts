import { readFileSync, writeFileSync } from "fs";
import { createServer } from "net";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { LOCAL_BACKEND_URL } from "../../src/lib/cms/backendSettings";
import { checkoutCopy } from "./checkoutCopy";
import { npm, statusOf, waitUntilServing } from "./command";

/** `npm run cms` in a checkout of its own: the editor at http://localhost:8000/admin/ saving into
 * the checkout's files through decap-server; and the command's end when one of its parts fails. */
test.describe.configure({ mode: "serial" });

const EDITOR = "http://localhost:8000/admin/";

async function openClassesIiiToViii(page: Page) {
  await page.goto(EDITOR);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${EDITOR}#/collections/fees/entries/fees`);
  await page.getByText("Fee groups").first().waitFor({ timeout: 60_000 });
  const items = page.locator('[class*="SortableListItem"]').filter({ visible: true });
  await items
    .filter({ has: page.getByText("Classes III-VIII", { exact: true }) })
    .first()
    .getByRole("button")
    .first()
    .click();
  return page.getByRole("group", { name: "Tuition fee" }).filter({ visible: true }).getByLabel("Amount (Rs.)");
}

test("one fee saved in the editor is exactly one changed line of fees.yaml in git diff", async ({ page }, testInfo) => {
  test.setTimeout(10 * 60_000);
  const copy = checkoutCopy();
  const cms = npm(["run", "cms"], { cwd: copy.dir });
  try {
    await waitUntilServing(cms, EDITOR, 8 * 60_000);
    const amount = await openClassesIiiToViii(page);
    await amount.fill("5450.50");
    await amount.blur();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await amount.evaluate((input) => input.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: testInfo.outputPath("editor-refuses-5450.50.png") });
    await amount.fill("5500");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect.poll(() => copy.git("diff", "--numstat"), { timeout: 30_000 }).toBe("1\t1\tcontent/data/fees.yaml\n");
    expect(
      copy
        .git("diff", "--unified=0", "--no-color")
        .split("\n")
        .filter((line) => /^[-+] /.test(line)),
    ).toEqual([
      "-      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 5450 }",
      "+      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 5500 }",
    ]);
  } finally {
    await cms.stop();
    copy.dispose();
  }
});

test("when the development site fails, decap-server is stopped too and the command ends with the reason", async () => {
  test.setTimeout(5 * 60_000);
  const copy = checkoutCopy();
  const fees = path.join(copy.dir, "content/data/fees.yaml");
  writeFileSync(fees, readFileSync(fees, "utf8").replace("amount: 71900", "amount: 71900.5"));
  const cms = npm(["run", "cms"], { cwd: copy.dir });
  try {
    const { code } = await cms.ended;
    expect(code).toBe(1);
    expect(cms.output()).toContain(
      "npm run cms: the development site (gatsby develop) exited with code 1; stopping the editor.",
    );
    expect(cms.output()).toContain(
      'content/data/fees.yaml: groups[4] "Class IX" > rows[0] "Admission fee": field "amount" must be a positive whole number of rupees',
    );
    expect(await statusOf(LOCAL_BACKEND_URL, { method: "POST", body: '{"action":"info"}' })).toBe(0);
  } finally {
    await cms.stop();
    copy.dispose();
  }
});

test("when decap-server's port is taken, nothing starts and the command says which port", async () => {
  const { hostname, port } = new URL(LOCAL_BACKEND_URL);
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(Number(port), hostname, resolve));
  const cms = npm(["run", "cms"]);
  try {
    const { code } = await cms.ended;
    expect(code).toBe(1);
    expect(cms.output()).toContain(
      `npm run cms: cannot start, port ${hostname}:${port} (decap-server; is another npm run cms running?) is in use.`,
    );
    expect(await statusOf(EDITOR)).toBe(0);
  } finally {
    await cms.stop();
    await new Promise((resolve) => squatter.close(resolve));
  }
});

import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { readFees } from "../../src/lib/data/readDataFiles";
import { checkoutCopy } from "./checkoutCopy";
import { npm, waitUntilServing, type RunningCommand } from "./command";

/** `npm run develop` in a checkout of its own: every page at http://localhost:8000 with hot reload,
 * GraphiQL at /___graphql with all the content in it. */
test.describe.configure({ mode: "serial" });

const SITE = "http://localhost:8000";
let copy: ReturnType<typeof checkoutCopy>;
let develop: RunningCommand;

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  copy = checkoutCopy();
  develop = npm(["run", "develop"], { cwd: copy.dir });
  await waitUntilServing(develop, `${SITE}/fee-9`, 8 * 60_000);
});

test.afterAll(async () => {
  await develop?.stop();
  copy?.dispose();
});

/** The query the README gives developers to paste into GraphiQL. */
function readmeQuery(): string {
  const found = readFileSync("README.md", "utf8").match(/```graphql\n([\s\S]*?)```/);
  if (!found) throw new Error("README.md shows no GraphiQL query (a ```graphql block)");
  return found[1];
}

test("GraphiQL answers the README's query with every fee group, its rows and its worked-out total, and its page opens", async ({
  page,
}) => {
  const answer = await fetch(`${SITE}/___graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: readmeQuery() }),
  });
  const { data, errors } = (await answer.json()) as {
    data: {
      allFeeGroup: { nodes: { title: string; total: number; rows: { particulars: string; amount: number }[] }[] };
    };
    errors?: unknown;
  };
  expect(errors).toBeUndefined();
  const fees = readFees(copy.dir);
  expect(data.allFeeGroup.nodes).toEqual(
    fees.groups.map((group) => ({
      title: group.title,
      total: group.total,
      rows: group.rows.map(({ particulars, frequency, amount }) => ({ particulars, frequency, amount })),
    })),
  );
  const kinds = await fetch(`${SITE}/___graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query:
        "{ feesYaml { session hostel { plans { title total } } } uniformYaml { summer { group } } admissionYaml { classXi { session } } siteYaml { schoolCode } navigationYaml { menu { title } } }",
    }),
  });
  const all = (await kinds.json()) as {
    data: { feesYaml: { hostel: { plans: { total: number }[] } }; siteYaml: { schoolCode: string } };
  };
  expect(all.data.feesYaml.hostel.plans.map((plan) => plan.total)).toEqual([285000, 350000]);
  expect(all.data.siteYaml.schoolCode).toBe("DPSSWB");

  // GraphiQL itself, with the README's query pasted (its address takes a query) and run; its result
  // window draws the lines in view, the first group's.
  await page.goto(`${SITE}/___graphql?query=${encodeURIComponent(readmeQuery())}`);
  await expect(page).toHaveTitle(/GraphiQL/);
  await page.getByRole("button", { name: /Execute query/ }).click();
  const result = page.getByRole("region", { name: "Result Window" });
  await expect(result).toContainText('"title": "Pre-Nursery"', { timeout: 30_000 });
  await expect(result).toContainText('"total": 55800');
});

test("a fee page shows fees.yaml, and follows a changed fee and a changed sentence without a restart", async ({
  page,
}) => {
  await page.goto(`${SITE}/fee-9`);
  const table = page.getByRole("table", { name: /Class IX: fees for session/ });
  await expect(table.getByRole("row", { name: /Admission fee/ })).toContainText("71,900");
  await expect(table.locator("tfoot")).toContainText("1,02,700");

  const fees = path.join(copy.dir, "content/data/fees.yaml");
  writeFileSync(fees, readFileSync(fees, "utf8").replace("At admission, amount: 71900", "At admission, amount: 72900"));
  await expect(table.getByRole("row", { name: /Admission fee/ })).toContainText("72,900", { timeout: 60_000 });
  await expect(table.locator("tfoot")).toContainText("1,03,700");

  const text = path.join(copy.dir, "content/pages/fee-9.md");
  const sentence = "A sentence added while the development server runs.";
  writeFileSync(text, `${readFileSync(text, "utf8").trimEnd()}\n\n${sentence}\n`);
  await expect(page.getByText(sentence)).toBeVisible({ timeout: 60_000 });
});

import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import yaml from "js-yaml";
import { readFees } from "../../src/lib/data/readDataFiles";
import { watchForErrors } from "../consoleErrors";
import { breakService } from "../serviceStubs";
import { checkoutCopy } from "./checkoutCopy";
import { LOCAL_BACKEND_URL } from "../../src/lib/cms/backendSettings";
import { npm, statusOf, waitUntilServing, type RunningCommand } from "./command";

/** One `npm run cms` in a checkout of its own, which starts `npm run develop` beside decap-server:
 * every page at http://localhost:8000 with hot reload, GraphiQL at /___graphql with all the content
 * in it, and the editor at /admin/ saving into the checkout's files, which the pages then show.
 * One development server for all of it: a cold one takes minutes. Its last test stops it as a
 * supervisor does, with a SIGTERM to npm's process alone. */
test.describe.configure({ mode: "serial" });

const SITE = "http://localhost:8000";
const EDITOR = `${SITE}/admin/`;
let copy: ReturnType<typeof checkoutCopy>;
let cms: RunningCommand;

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  copy = checkoutCopy();
  cms = npm(["run", "cms"], { cwd: copy.dir });
  await waitUntilServing(cms, EDITOR, 8 * 60_000);
  await waitUntilServing(cms, `${SITE}/fee-9`, 2 * 60_000);
});

test.afterAll(async () => {
  await cms?.stop();
  copy?.dispose();
});

/** Takes what a test changed into the checkout's history, so that the next test's `git status`
 * shows only its own changes. */
const keepChanges = () => copy.git("commit", "--quiet", "--all", "--message", "The previous test's changes");

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

async function signIn(page: Page) {
  await page.goto(EDITOR);
  await page.getByRole("button", { name: "Login" }).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

async function openClassesIiiToViii(page: Page) {
  await signIn(page);
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
  const amount = await openClassesIiiToViii(page);
  await amount.fill("5450.50");
  await amount.blur();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await amount.evaluate((input) => input.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: testInfo.outputPath("editor-refuses-5450.50.png") });
  await amount.fill("5500");
  await publish(page);
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
  keepChanges();
});

/** A page as office staff add one (docs/office.md, "Add a page"): a new page in Pages, then its entry
 * under its section in Menus. */
const NEW_PAGE = {
  title: "Our Robotics Club",
  path: "/our-robotics-club",
  description: "Students build and program robots in the computer lab after school.",
  text: "Members meet every Friday to build robots and learn to program them.",
  section: "Activities",
  sectionPath: "/activities",
  summary: "Robots built and programmed by students.",
};

/** A file of the checkout, parsed, or undefined until decap-server has written it whole (a file is
 * emptied before it is written): polls read it until it holds what they wait for. */
function onDisk<T>(file: string, parse: (text: string) => T | undefined): T | undefined {
  try {
    return parse(readFileSync(path.join(copy.dir, file), "utf8"));
  } catch {
    return undefined;
  }
}
const yamlOf = (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) ?? undefined;
function markdownOf(text: string) {
  const [, frontmatter, body] = text.split(/^---$/m);
  return body === undefined ? undefined : { frontmatter: yamlOf(frontmatter), text: body.trim() };
}

async function addThePage(page: Page) {
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("link", { name: "New Page" }).click();
  await page.getByLabel("Title", { exact: true }).fill(NEW_PAGE.title);
  await page.getByLabel("Description", { exact: true }).fill(NEW_PAGE.description);
  // Decap's text box has no accessible name (its label's `for` names no element); it is the form's
  // one rich-text (Slate) editor.
  await page.getByRole("textbox").and(page.locator("[data-slate-editor]")).click();
  await page.keyboard.type(NEW_PAGE.text);
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(NEW_PAGE.title);
  await expect(preview.getByRole("main")).toContainText(NEW_PAGE.text);
  await publish(page);
  // The title gives the file's name, which is the page's address; empty optional fields are left out.
  await expect
    .poll(() => onDisk(`content/pages${NEW_PAGE.path}.md`, markdownOf), { timeout: 15_000 })
    .toEqual({
      frontmatter: { title: NEW_PAGE.title, description: NEW_PAGE.description, template: "content" },
      text: NEW_PAGE.text,
    });
  // Decap opens a new entry under its own address once saved and loaded again; leaving before then
  // would be undone by that navigation.
  await expect(page).toHaveURL(new RegExp(`#/collections/pages/entries${NEW_PAGE.path}$`));
  await page.getByRole("link", { name: /Writing in Pages collection/ }).click();
  await expect(page.getByRole("link", { name: `${NEW_PAGE.title} (${NEW_PAGE.path})` })).toBeVisible();
}

async function addItsMenuEntry(page: Page) {
  await page.getByRole("link", { name: "Menus", exact: true }).click();
  await page.getByRole("main").getByRole("link", { name: "Menus" }).click();
  const items = page.locator('[class*="SortableListItem"]').filter({ visible: true });
  await items
    .filter({ has: page.getByText(NEW_PAGE.section, { exact: true }) })
    .first()
    .getByRole("button")
    .first()
    .click();
  await page.getByRole("button", { name: "Add entries below this one" }).filter({ visible: true }).click();
  // The new entry opens unfolded below its section's, whose fields are the only others shown.
  const last = (label: string, exact = false) => page.getByLabel(label, { exact }).filter({ visible: true }).last();
  await last("Title", true).fill(NEW_PAGE.title);
  await last("Address on this site").fill(NEW_PAGE.path);
  await last("Summary").fill(NEW_PAGE.summary);
  await publish(page);
  type Entry = { title: string; children?: Entry[] };
  const sectionOnDisk = () =>
    onDisk("content/data/navigation.yaml", (text) => yamlOf(text) as { menu: Entry[] } | undefined)?.menu.find(
      (entry) => entry.title === NEW_PAGE.section,
    );
  await expect
    .poll(() => sectionOnDisk()?.children?.at(-1), { timeout: 15_000 })
    .toEqual({ title: NEW_PAGE.title, path: NEW_PAGE.path, summary: NEW_PAGE.summary });
}

test("a page added in the editor with its menu entry is saved, and the site has the page, its card, its menu links and its sitemap entry", async ({
  page,
}) => {
  const errors = watchForErrors(page);
  // The previews and pages ask the content service for urgent notices; this command starts none.
  await breakService(page, "empty");
  await signIn(page);
  await addThePage(page);
  await addItsMenuEntry(page);
  expect(errors).toEqual([]);
  // The two files the editor wrote, and nothing else.
  expect(copy.git("status", "--porcelain", "--untracked-files=all")).toBe(
    ` M content/data/navigation.yaml\n?? content/pages${NEW_PAGE.path}.md\n`,
  );

  // The development site takes both files in without a restart; a new page is compiled when first asked for.
  const link = (scope: Locator) => scope.getByRole("link", { name: NEW_PAGE.title, exact: true });
  await expect
    .poll(async () => (await page.request.get(`${SITE}/page-data${NEW_PAGE.path}/page-data.json`)).status(), {
      timeout: 60_000,
    })
    .toBe(200);
  await page.goto(`${SITE}${NEW_PAGE.path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_PAGE.title, { timeout: 60_000 });
  await expect(page.getByRole("main")).toContainText(NEW_PAGE.text);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", NEW_PAGE.description);
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: NEW_PAGE.section, exact: true }),
  ).toHaveAttribute("href", NEW_PAGE.sectionPath);
  await expect(link(page.getByRole("navigation", { name: "Quick links" }))).toHaveAttribute("aria-current", "page");

  await page.goto(`${SITE}${NEW_PAGE.sectionPath}`);
  const card = page.getByRole("main").getByRole("link").filter({ hasText: NEW_PAGE.summary });
  await expect(card).toHaveAttribute("href", NEW_PAGE.path, { timeout: 60_000 });
  await expect(card).toContainText(NEW_PAGE.title);
  await expect(link(page.getByRole("navigation", { name: "Quick links" }))).toHaveAttribute("href", NEW_PAGE.path);
  const mainMenu = page.getByRole("navigation", { name: "Main" });
  await mainMenu.getByRole("link", { name: NEW_PAGE.section, exact: true }).hover();
  await expect(link(mainMenu)).toHaveAttribute("href", NEW_PAGE.path);

  // The XML sitemap is written by the production build alone; e2e/routes.spec.ts checks that it
  // lists every page that build makes.
  await page.goto(`${SITE}/sitemap`);
  await expect(link(page.getByRole("main"))).toHaveAttribute("href", NEW_PAGE.path, { timeout: 60_000 });
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

test("a SIGTERM to npm's process alone, as a supervisor sends, stops the editor, decap-server and the development site", async () => {
  const { code } = await cms.signal("SIGTERM");
  expect(code).toBe(0);
  await expect.poll(() => statusOf(EDITOR), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => statusOf(LOCAL_BACKEND_URL, { method: "POST", body: '{"action":"info"}' })).toBe(0);
});

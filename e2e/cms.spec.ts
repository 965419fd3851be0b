import type { ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import yaml from "js-yaml";
import { CMS_BACKEND, LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";
import { watchForErrors } from "./consoleErrors";
import { startDecapServer } from "./decapServer";
import { buildSiteWith, serveBuiltSite, type SiteBuild } from "./siteBuild";

/** The editor at /admin of the production build, saving through Decap's local backend
 * (decap-server, as `npm run cms` starts it) into a copy of content/, so that the working copy is
 * never touched. */
test.describe.configure({ mode: "serial" });

let repo: string;
let server: ChildProcess | undefined;
let build: SiteBuild | undefined;

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
  build?.dispose();
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

/** A page as office staff add one (README, "Add a page"): a new page in Pages, then its entry
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
/** The built site, as a browser without scripts sees its HTML; requests never leave the browser. */
const BUILT_SITE = "http://built-site.test";

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** A Markdown page of the copy, or undefined until decap-server has written it whole. */
function pageOnDisk(file: string): { frontmatter: unknown; text: string } | undefined {
  try {
    const [, frontmatter, text] = readFileSync(path.join(repo, file), "utf8").split(/^---$/m);
    return text === undefined ? undefined : { frontmatter: yaml.load(frontmatter, { schema: yaml.CORE_SCHEMA }), text: text.trim() };
  } catch {
    return undefined;
  }
}

test("a page added in the editor with its menu entry is saved, and the site built from them has the page, its card, its menu links and its sitemap entries", async ({ page, browser }) => {
  // The editor takes under a minute. One real `gatsby build` from a cold cache took 4 minutes on a
  // shared two-core machine, and up to 7 when others were building too.
  test.setTimeout(10 * 60_000);
  const errors = watchForErrors(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();

  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("link", { name: "New Page" }).click();
  await page.getByLabel("Title", { exact: true }).fill(NEW_PAGE.title);
  await page.getByLabel("Description", { exact: true }).fill(NEW_PAGE.description);
  // Decap's text box has no accessible name (its label's `for` names no element); it is the form's
  // one rich-text (Slate) editor.
  await page.getByRole("textbox").and(page.locator("[data-slate-editor]")).click();
  await page.keyboard.type(NEW_PAGE.text);
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(NEW_PAGE.title);
  await expect(preview(page).getByRole("main")).toContainText(NEW_PAGE.text);
  await publish(page);
  // The title gives the file's name, which is the page's address; empty optional fields are left out.
  const file = `content/pages${NEW_PAGE.path}.md`;
  await expect
    .poll(() => pageOnDisk(file), { timeout: 15_000 })
    .toEqual({ frontmatter: { title: NEW_PAGE.title, description: NEW_PAGE.description, template: "content" }, text: NEW_PAGE.text });
  // Decap opens a new entry under its own address once saved and loaded again; leaving before then
  // would be undone by that navigation.
  await expect(page).toHaveURL(new RegExp(`#/collections/pages/entries${NEW_PAGE.path}$`));
  await page.getByRole("link", { name: /Writing in Pages collection/ }).click();
  await expect(page.getByRole("link", { name: `${NEW_PAGE.title} (${NEW_PAGE.path})` })).toBeVisible();

  await page.getByRole("link", { name: "Menus", exact: true }).click();
  await page.getByRole("main").getByRole("link", { name: "Menus" }).click();
  const items = page.locator('[class*="SortableListItem"]').filter({ visible: true });
  await items.filter({ has: page.getByText(NEW_PAGE.section, { exact: true }) }).first().getByRole("button").first().click();
  await page.getByRole("button", { name: "Add entries below this one" }).filter({ visible: true }).click();
  // The new entry opens unfolded below its section's, whose fields are the only others shown.
  const last = (label: string, exact = false) => page.getByLabel(label, { exact }).filter({ visible: true }).last();
  await last("Title", true).fill(NEW_PAGE.title);
  await last("Address on this site").fill(NEW_PAGE.path);
  await last("Summary").fill(NEW_PAGE.summary);
  await publish(page);
  type Entry = { title: string; children?: Entry[] };
  const sectionOnDisk = () => yamlOnDisk<{ menu: Entry[] }>("content/data/navigation.yaml")?.menu.find((entry) => entry.title === NEW_PAGE.section);
  await expect
    .poll(() => sectionOnDisk()?.children?.at(-1), { timeout: 15_000 })
    .toEqual({ title: NEW_PAGE.title, path: NEW_PAGE.path, summary: NEW_PAGE.summary });
  expect(errors).toEqual([]);

  build = buildSiteWith(path.join(repo, "content"));
  await build.done;
  const site = await browser.newContext({ javaScriptEnabled: false, baseURL: BUILT_SITE });
  await serveBuiltSite(site, build.publicDir, BUILT_SITE);
  const built = await site.newPage();
  const link = (scope: Locator) => scope.getByRole("link", { name: NEW_PAGE.title, exact: true });

  expect((await built.goto(NEW_PAGE.path))?.status()).toBe(200);
  await expect(built.getByRole("heading", { level: 1 })).toHaveText(NEW_PAGE.title);
  await expect(built.getByRole("main")).toContainText(NEW_PAGE.text);
  await expect(built.locator('meta[name="description"]')).toHaveAttribute("content", NEW_PAGE.description);
  await expect(built.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: NEW_PAGE.section, exact: true })).toHaveAttribute("href", NEW_PAGE.sectionPath);
  await expect(link(built.getByRole("navigation", { name: "Quick links" }))).toHaveAttribute("aria-current", "page");

  expect((await built.goto(NEW_PAGE.sectionPath))?.status()).toBe(200);
  const card = built.getByRole("main").getByRole("link").filter({ hasText: NEW_PAGE.summary });
  await expect(card).toHaveAttribute("href", NEW_PAGE.path);
  await expect(card).toContainText(NEW_PAGE.title);
  await expect(link(built.getByRole("navigation", { name: "Quick links" }))).toHaveAttribute("href", NEW_PAGE.path);
  // The main menu shows a section's pages while the pointer is on the section (CSS alone).
  const mainMenu = built.getByRole("navigation", { name: "Main" });
  await mainMenu.getByRole("link", { name: NEW_PAGE.section, exact: true }).hover();
  await expect(link(mainMenu)).toHaveAttribute("href", NEW_PAGE.path);

  expect((await built.goto("/sitemap"))?.status()).toBe(200);
  await expect(link(built.getByRole("main"))).toHaveAttribute("href", NEW_PAGE.path);
  const { siteUrl } = yaml.load(readFileSync(path.join(repo, "content/data/site.yaml"), "utf8")) as { siteUrl: string };
  expect(readFileSync(path.join(build.publicDir, "sitemap-0.xml"), "utf8")).toContain(`<loc>${siteUrl}${NEW_PAGE.path}</loc>`);
  await site.close();
});

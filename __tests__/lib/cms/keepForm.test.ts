/** @jest-environment node */
import { readdirSync, readFileSync } from "fs";
import path from "path";
import { parse } from "yaml";
import { cmsConfig } from "../../../src/lib/cms/cmsConfig";
import { fieldsToDrop, withoutFields } from "../../../src/lib/cms/entryCheck";
import { pageInForm, splitPage, yamlInForm } from "../../../src/lib/cms/keepForm";
import { root } from "../../fixtures/siteData";

const dataFiles = readdirSync(path.join(root, "content/data")).map((file) => `content/data/${file}`);
const pageFiles = readdirSync(path.join(root, "content/pages")).map((file) => `content/pages/${file}`);
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** What a change does to a file: the lines it removes and the lines it adds, in order. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

const pageEntry = (text: string) => {
  const { frontmatter, body } = splitPage(text);
  return { ...(parse(frontmatter) as Record<string, unknown>), body };
};

it.each(dataFiles)("%s is written back as it is when nothing changed", (file) => {
  expect(yamlInForm(parse(read(file)), read(file))).toBe(read(file));
});

it.each(pageFiles)("%s is written back as it is when nothing changed", (file) => {
  expect(pageInForm(pageEntry(read(file)), read(file))).toBe(read(file));
});

type Fees = { registration: number; groups: { title: string; rows: { particulars: string; amount: number }[] }[] };

it.each([
  [
    "one fee",
    (fees: Fees) => (fees.groups[3].rows[2].amount = 5500),
    ["      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 5450 }"],
    ["      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 5500 }"],
  ],
  ["a shared fee", (fees: Fees) => (fees.registration = 3500), ["registration: 3000"], ["registration: 3500"]],
  [
    "a group's title",
    (fees: Fees) => (fees.groups[0].title = "Pre-Nursery (age 3)"),
    ["    title: Pre-Nursery"],
    ["    title: Pre-Nursery (age 3)"],
  ],
  [
    "a row added at the end of a group, in its neighbours' form",
    (fees: Fees) => fees.groups[4].rows.push({ ...fees.groups[4].rows[1], particulars: "Activity fee", amount: 2000 }),
    [],
    ["      - { particulars: Activity fee, type: Annual, frequency: Yearly, amount: 2000 }"],
  ],
  [
    "a row removed from the middle",
    (fees: Fees) => fees.groups[6].rows.splice(2, 1),
    ["      - { particulars: Laboratory fee, type: Annual, frequency: Yearly, amount: 5500 }"],
    [],
  ],
])("fees.yaml: %s changes only its own lines", (_name, change, removed, added) => {
  const text = read("content/data/fees.yaml");
  const fees = parse(text) as Fees;
  change(fees);
  expect(changedLines(text, yamlInForm(fees, text))).toEqual({ removed, added });
});

it("keeps the file's comments when a value changes", () => {
  const text = read("content/data/fees.yaml");
  const fees = parse(text) as Fees;
  fees.registration = 3100;
  expect(yamlInForm(fees, text).split("\n").slice(0, 4)).toEqual(text.split("\n").slice(0, 4));
});

it("changes one line of a page for one changed sentence or keyword, and keeps the title's quotes", () => {
  const text = read("content/pages/our-motto.md");
  const entry = pageEntry(text) as { title: string; keywords: string[]; body: string; description: string };
  const sentence = entry.body.replace("It does not ask a child", "It never asks a child");
  expect(changedLines(text, pageInForm({ ...entry, body: sentence }, text)).added).toHaveLength(1);
  const keywords = { ...entry, keywords: entry.keywords.map((word, i) => (i === 1 ? "our motto" : word)) };
  expect(changedLines(text, pageInForm(keywords, text))).toEqual({
    removed: ["  - school motto"],
    added: ["  - our motto"],
  });
  const description = pageInForm({ ...entry, description: `${entry.description} Read it.` }, text);
  expect(changedLines(text, description).added).toEqual([`description: "${entry.description} Read it."`]);
});

it("writes a new page with its frontmatter, an empty line and its text", () => {
  expect(pageInForm({ title: "Our Robotics Club", description: "Robots.", body: "Members meet on Fridays." })).toBe(
    "---\ntitle: Our Robotics Club\ndescription: Robots.\n---\n\nMembers meet on Fridays.\n",
  );
});

it("removes a field the entry no longer holds", () => {
  expect(yamlInForm({ a: 1 }, "a: 1\n# about b\nb: 2\n")).toBe("a: 1\n");
});

it("keeps a field the file holds empty when the entry leaves it out, as the editor's saves do", () => {
  expect(yamlInForm({ a: 2 }, "a: 1\nb:\nc: ''\nd: 4\n")).toBe("a: 2\nb:\nc: ''\n");
});

it("writes one fact filled in for the disclosure as one changed line, and every empty field stays", () => {
  const file = "content/data/disclosure.yaml";
  const entry = parse(read(file)) as { general: { affiliationNumber: string | null } };
  entry.general.affiliationNumber = "1234567";
  // What Decap hands the format after the editor's check before saving (src/cms/cms.tsx).
  const saved = withoutFields(entry, fieldsToDrop(cmsConfig(), "disclosure", entry));
  expect(changedLines(read(file), yamlInForm(saved, read(file)))).toEqual({
    removed: ["  affiliationNumber:"],
    added: ['  affiliationNumber: "1234567"'],
  });
});

/** @jest-environment node */
import {
  entryAddress,
  keepsStaleEntry,
  loadedIncompletely,
  shownIncompletely,
  type HeldEntry,
} from "../../../src/lib/cms/entryLoad";

const ABOUT = { collection: "pages", slug: "about-us" };
const FEES = { collection: "fees", slug: "fees" };

describe("entryAddress", () => {
  test.each([
    ["#/collections/pages/entries/about-us", ABOUT],
    ["#/collections/fees/entries/fees", FEES],
    ["#/collections/pages/entries/about-us?ref=workflow", ABOUT],
    ["#/collections/pages/entries/our%20page", { collection: "pages", slug: "our page" }],
    ["#/collections/pages/entries/%E0%A4", null],
    ["#/collections/pages", null],
    ["#/collections/pages/new", null],
    ["#/workflow", null],
    ["", null],
  ])("%s names %j", (hash, expected) => {
    expect(entryAddress(hash)).toEqual(expected);
  });
});

describe("keepsStaleEntry", () => {
  test.each([
    ["from the fees straight to a page", FEES, ABOUT, true],
    ["the same entry again", ABOUT, { ...ABOUT }, false],
    ["from a list to an entry", null, ABOUT, false],
    ["from an entry to a list", ABOUT, null, false],
    ["between two pages", ABOUT, { collection: "pages", slug: "our-library" }, true],
  ])("%s", (_, shown, next, expected) => {
    expect(keepsStaleEntry(shown, next)).toBe(expected);
  });
});

const PAGE_FIELDS = ["title", "description", "keywords", "body"];
const about: HeldEntry = {
  ...ABOUT,
  newRecord: false,
  raw: '---\ntitle: "About Us"\n---\nText.\n',
  data: { title: "About Us", body: "Text." },
};

describe("loadedIncompletely", () => {
  test.each<[string, HeldEntry, boolean]>([
    ["the entry the address names, loaded whole", about, false],
    ["another entry than the address names", { ...about, ...FEES }, true],
    ["a file loaded as nothing", { ...about, raw: "  \n", data: {} }, true],
    ["a file whose fields did not load", { ...about, data: { title: "", keywords: [] } }, true],
    ["a new entry, which has no file yet", { ...about, newRecord: true, raw: "", data: {} }, false],
  ])("%s", (_, entry, expected) => {
    expect(loadedIncompletely(ABOUT, entry, PAGE_FIELDS)).toBe(expected);
  });

  test("a save with no entry address (a new entry just saved) checks the entry alone", () => {
    expect(loadedIncompletely(null, about, PAGE_FIELDS)).toBe(false);
    expect(loadedIncompletely(null, { ...about, raw: "" }, PAGE_FIELDS)).toBe(true);
  });
});

describe("shownIncompletely", () => {
  test.each<[string, HeldEntry, boolean]>([
    ["the entry the address names", about, false],
    ["another entry than the address names", { ...about, slug: "our-library" }, true],
    ["a file loaded as nothing", { ...about, raw: "", data: {} }, true],
    ["a new entry", { ...about, newRecord: true, raw: "" }, false],
  ])("%s", (_, entry, expected) => {
    expect(shownIncompletely(ABOUT, entry)).toBe(expected);
  });
});

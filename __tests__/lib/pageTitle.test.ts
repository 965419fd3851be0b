import { readdirSync, readFileSync } from "fs";
import path from "path";
import { load } from "js-yaml";
import { pageTitle } from "../../src/lib/pageTitle";
import { root, site as realSite } from "../fixtures/siteData";

const site = { name: "Delhi Public School", homeTitle: "A CBSE school" };

it.each([
  ["an inner page", "Our Library", "Our Library | Delhi Public School"],
  ["an item page once its item has arrived", "Learning that lasts", "Learning that lasts | Delhi Public School"],
  ["the home page", undefined, "Delhi Public School | A CBSE school"],
  ["a page whose title is empty", "", "Delhi Public School | A CBSE school"],
])("titles %s", (_what, title, expected) => {
  expect(pageTitle(title, site)).toBe(expected);
});

/** A Markdown page's frontmatter, as the build reads it. */
const frontmatter = (file: string) =>
  load(readFileSync(path.join(root, "content/pages", file), "utf8").split(/^---$/m)[1]) as {
    title: string;
    blocks?: { type: string }[];
  };

// A browser tab, a search result or a link preview shows the title alone, without the menu around it.
describe("a page's title says what the page is, out of its menu", () => {
  it.each([
    ["fee-iii-viii.md", "Fees for Classes III-VIII | Delhi Public School, Siliguri"],
    ["fee-nursury.md", "Fees for Pre-Nursery | Delhi Public School, Siliguri"],
    ["fee-xi-science-DPS.md", "Fees for Class XI Science (Institute-affiliated) | Delhi Public School, Siliguri"],
    ["hostel-fee.md", "Hostel Fee | Delhi Public School, Siliguri"],
    ["chairman-dps-siliguri.md", "Message from the Chairman, DPS Siliguri | Delhi Public School, Siliguri"],
  ])("%s: %p", (file, expected) => {
    expect(pageTitle(frontmatter(file).title, realSite)).toBe(expected);
  });

  const feePages = readdirSync(path.join(root, "content/pages")).filter((file) =>
    frontmatter(file).blocks?.some((block) => block.type === "feeTable"),
  );

  it("holds for every class's fee page", () => {
    expect(feePages).toHaveLength(9);
    expect(feePages.filter((file) => !frontmatter(file).title.startsWith("Fees for "))).toEqual([]);
  });
});

import { founderFacts } from "../../src/lib/founder";
import { readSite } from "../../src/lib/data/readDataFiles";
import { projectWith, site } from "../fixtures/siteData";

describe("founderFacts", () => {
  it.each([
    ["no entry", undefined, null],
    ["an entry left empty", { name: null, lifeDates: null, biography: null }, null],
    ["blank text", { name: "  ", lifeDates: "", biography: "\n\n" }, null],
    [
      "a name, dates and two paragraphs",
      { name: "A. B. Founder", lifeDates: "1931–2009", biography: "First line\nstill first.\n\nSecond." },
      { name: "A. B. Founder", lifeDates: "1931–2009", paragraphs: ["First line still first.", "Second."] },
    ],
    [
      "a biography without a name",
      { biography: "Only this." },
      { name: "Our founding father", lifeDates: null, paragraphs: ["Only this."] },
    ],
  ])("%s", (_label, founder, expected) => {
    expect(founderFacts(founder)).toEqual(expected);
  });

  it("is empty in the site.yaml the school ships: we publish no facts the school has not given", () => {
    expect(founderFacts(site.founder)).toBeNull();
  });

  it("reads what the office writes in site.yaml, with a multi-line biography", () => {
    const dir = projectWith({
      "site.yaml": (text) =>
        text.replace(
          "founder:\n  name:\n  lifeDates:\n  biography:\n",
          "founder:\n  name: Test Founder\n  lifeDates: 1900–1980\n  biography: |\n    One.\n\n    Two.\n",
        ),
    });
    expect(founderFacts(readSite(dir).founder)).toEqual({
      name: "Test Founder",
      lifeDates: "1900–1980",
      paragraphs: ["One.", "Two."],
    });
  });
});

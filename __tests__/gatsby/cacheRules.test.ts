/** @jest-environment node */
import { cacheControlOf, unhashedImmutable } from "../../gatsby/cacheRules";
import { IMMUTABLE } from "../../src/lib/hashedFiles";

const keptForAYear = (file: string) => cacheControlOf(file) === IMMUTABLE;

it.each([
  ["app-bad5ec43661acbf25694.js", true],
  ["component---src-pages-404-tsx-7886ff5b50ba01d87df8.js", true],
  ["26.1cd15c340b83c1cf6bae.css", true],
  ["static/04dfaaa2355c7c9f65e5f53c7c3b2249/fa695/lab.jpg", true],
  ["app-bad5ec43661acbf25694.js.map", false],
  ["index.html", false],
  ["page-data/app-data.json", false],
  ["page-data/fee-9/page-data.json", false],
  ["pagefind/pagefind.js", false],
  ["~partytown/partytown.js", false],
  ["admin/cms-EHVSTQJO.js", false],
  ["og/fee-9.png", false],
  ["push-worker.js", false],
])("%s is kept for a year: %s", (file, expected) => {
  expect(keptForAYear(file)).toBe(expected);
});

it("finds the files the rules would keep for a year though their names carry no hash", () => {
  expect(
    unhashedImmutable([
      "app-bad5ec43661acbf25694.js",
      "styles.fb83e444356c3c87efac.css",
      "static/04dfaaa2355c7c9f65e5f53c7c3b2249/fa695/lab.jpg",
      "pagefind/pagefind.js",
      "widget.js",
      "push-worker.js",
      "print.css",
      "static/notes.txt",
    ]),
  ).toEqual(["widget.js", "print.css", "static/notes.txt"]);
});

it("has the push worker revalidated each time, though it is a script at the top with no hash", () => {
  expect(cacheControlOf("push-worker.js")).toBe("public, max-age=0, must-revalidate");
});

/** @jest-environment node */
import { yamlLines } from "../../../src/lib/data/yamlPlaces";

const FEES = `# A comment first
session: 2025-26
registration:
groups:
  - key: ix
    title: Class IX
    rows:
      - { particulars: Admission fee, amount: 71900 }
      - { particulars: Tuition fee, amount: 5450.5 }
  - key: x
    rows:
      - particulars: Annual fee
        amount: 30800
`;

it.each([
  ["a field", ["session"], 2],
  ["a field left empty", ["registration"], 3],
  ["a list", ["groups"], 4],
  ["a list's entry: its first line", ["groups", 1], 10],
  ["a field of a list's entry", ["groups", 0, "title"], 6],
  ["a value in a one-line entry", ["groups", 0, "rows", 1, "amount"], 9],
  ["a field of an entry written on lines of its own", ["groups", 1, "rows", 0, "amount"], 13],
  ["a missing field: its entry", ["groups", 1, "title"], 10],
  ["a missing field of the file: its first entry", ["transportMonthly"], 2],
  ["a missing entry: its list", ["groups", 5, "title"], 4],
  ["the whole file: its first entry", [], 2],
  ["a field of a text: the text", ["session", "year"], 2],
])("finds %s at its line", (_, path, line) => {
  expect(yamlLines(FEES)(path)).toBe(line);
});

it("counts a page's frontmatter from the line it starts on in its file", () => {
  expect(yamlLines("title: About Us\ndescription:\n", 2)(["description"])).toBe(3);
  expect(yamlLines("title: About Us\n", 2)(["blocks"])).toBe(2);
});

it("finds the lines it can in a file that is not valid YAML, and the first line in an empty one", () => {
  expect(yamlLines("a: 1\nb: [unclosed\n")(["a"])).toBe(1);
  expect(yamlLines("")(["a"])).toBe(1);
});

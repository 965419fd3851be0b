/** @jest-environment node */
import {
  annotation,
  escapeData,
  escapeProperty,
  summary,
  terminalLine,
  warningAnnotation,
} from "../../../src/lib/data/annotations";

it.each([
  [
    "Tuition fee, Amount (Rs.): write 5450.",
    "Tuition fee, Amount (Rs.): write 5450.",
    "Tuition fee%2C Amount (Rs.)%3A write 5450.",
  ],
  ["100%", "100%25", "100%25"],
  ["%0A", "%250A", "%250A"],
  ["one\ntwo", "one%0Atwo", "one%0Atwo"],
  ["one\r\ntwo", "one%0D%0Atwo", "one%0D%0Atwo"],
  ["a:b,c%", "a:b,c%25", "a%3Ab%2Cc%25"],
  ["Nursery & Prep", "Nursery & Prep", "Nursery & Prep"],
])("escapes %p as a message %p and as a property %p", (text, data, property) => {
  expect(escapeData(text)).toBe(data);
  expect(escapeProperty(text)).toBe(property);
});

const fault = {
  file: "content/data/fees.yaml",
  line: 41,
  title: "Classes III-VIII",
  message: "Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
};

it.each([
  [
    fault,
    "::error file=content/data/fees.yaml,line=41,title=Classes III-VIII::Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
    "content/data/fees.yaml:41  Classes III-VIII, Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
  ],
  [
    { file: "content/pages/a,b.md", line: 2, title: "Fees: 2025, new", message: "50%\nmore" },
    "::error file=content/pages/a%2Cb.md,line=2,title=Fees%3A 2025%2C new::50%25%0Amore",
    "content/pages/a,b.md:2  Fees: 2025, new, 50%\nmore",
  ],
])("writes %j for GitHub as %p and for a terminal as %p", (given, github, terminal) => {
  expect(annotation(given)).toBe(github);
  expect(terminalLine(given)).toBe(terminal);
});

it("writes a warning of the build, which has no line, with its lines kept", () => {
  expect(warningAnnotation("empty:\n  a: 100%")).toBe("::warning title=Content warning::empty:%0A  a: 100%25");
});

it.each([
  [59, 0, "All 59 content files are fine."],
  [59, 1, "1 fault in the content: the build would stop at it."],
  [59, 3, "3 faults in the content: the build would stop at them."],
])("sums up %p files with %p faults as %p", (files, faults, line) => {
  expect(summary(files, faults)).toBe(line);
});

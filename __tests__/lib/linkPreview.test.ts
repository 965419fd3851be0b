/** @jest-environment node */
import { previewAlt, previewImagePath, previewSvg, wrapText } from "../../src/lib/linkPreview";

it.each([
  ["/", "/og/home.png"],
  ["/fee-9", "/og/fee-9.png"],
  ["/fee-9/", "/og/fee-9.png"],
  ["/hall-of-Fame", "/og/hall-of-Fame.png"],
  ["/blog-inner?id=blog_1", "/og/blog-inner.png"],
])("the preview of %p is at %p", (path, image) => {
  expect(previewImagePath(path)).toBe(image);
});

it.each<[string, number, number, string[]]>([
  ["Class IX", 24, 3, ["Class IX"]],
  [
    "Class XI Humanities & Commerce (institute-affiliated)",
    24,
    3,
    ["Class XI Humanities &", "Commerce", "(institute-affiliated)"],
  ],
  ["one two three four five six seven eight nine ten eleven", 10, 2, ["one two", "three fou…"]],
  ["Supercalifragilisticexpialidocious", 10, 3, ["Supercalifragilisticexpialidocious"]],
  ["  spaced   out  ", 24, 3, ["spaced out"]],
])("wraps %p at %p characters into %p lines", (text, width, lines, expected) => {
  expect(wrapText(text, width, lines)).toEqual(expected);
});

it("draws the title, the section and the school's name, escaped, at 1200×630", () => {
  const svg = previewSvg({
    title: "Fees <& more>",
    section: "Fee Structure",
    siteName: "Delhi Public School, Siliguri",
  });
  expect(svg).toContain('width="1200" height="630"');
  expect(svg).toContain("Fees &lt;&amp; more&gt;");
  expect(svg).toContain(">Fee Structure</text>");
  expect(svg).toContain(">Delhi Public School, Siliguri</text>");
  expect(svg).toContain("#0b3d6e");
  expect(svg).toContain("#f2a900");
});

it("describes the picture in the order it shows things", () => {
  expect(previewAlt({ title: "Class IX", section: "Fee Structure", siteName: "DPS Siliguri" })).toBe(
    "Class IX: Fee Structure, DPS Siliguri",
  );
});

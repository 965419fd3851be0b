import {
  attachmentList,
  isoDate,
  listOf,
  numberOrNull,
  objectOf,
  plainText,
  proseText,
  safeHttpUrl,
} from "@school/contract/coerce";
import { formatFileSize } from "../../src/lib/fileSize";

describe("isoDate", () => {
  it.each([
    ["2026-03-14", "2026-03-14"],
    ["2026-03-14T23:30:00.000Z", "2026-03-14"],
    [" 2024-02-29 ", "2024-02-29"],
    ["2023-02-29", null],
    ["2026-13-01", null],
    ["yesterday", null],
    ["", null],
    [null, null],
    [{}, null],
    [Number.NaN, null],
  ])("%p → %p", (input, output) => {
    expect(isoDate(input)).toBe(output);
  });

  it("reads other date texts and timestamps in local time", () => {
    expect(isoDate("14 March 2026")).toBe("2026-03-14");
    expect(isoDate(new Date(2026, 0, 5, 12).getTime())).toBe("2026-01-05");
  });
});

describe("plainText", () => {
  it.each([
    ["  Annual   Day ", "Annual Day"],
    ["<script>alert(1)</script>Sports", "Sports"],
    ["<p>Learn</p><script>window.__blogScriptRan = true</script><p>more</p>", "Learn more"],
    ["<style>p { color: red }</style>Styled", "Styled"],
    ["<template><p>hidden</p></template>Shown", "Shown"],
    ["<template><template>inner</template>outer</template>Shown", "Shown"],
    ["<template>never closed<template>inner</template>outer", ""],
    ["<script>var tag = '<script>';</script>After", "After"],
    ["Stray</script> end", "Stray end"],
    ["<SCRIPT type='text/javascript'>x()</SCRIPT >Upper", "Upper"],
    ["Before<script>never closed", "Before"],
    ["<noscript>Enable JavaScript</noscript><svg><title>icon</title></svg>Text", "Text"],
    ["A<!-- a comment -->B", "A B"],
    ["Caf&#233; &#x2013; open", "Café – open"],
    ["&lt;b&gt;kept as text&lt;/b&gt;", "<b>kept as text</b>"],
    ["Tom &amp; Jerry&nbsp;club", "Tom & Jerry club"],
    [12, "12"],
    [Number.POSITIVE_INFINITY, ""],
    [["a"], ""],
    [null, ""],
  ])("%p → %p", (input, output) => {
    expect(plainText(input)).toBe(output);
  });
});

describe("proseText", () => {
  it.each([
    [
      '<h2>Reading aloud</h2><p>Reading aloud builds fluency.</p><ul><li>Pre-primary: stories</li><li>Primary: poems</li></ul><p>See the <a href="https://cbse.example">CBSE website</a>.</p>',
      "Reading aloud. Reading aloud builds fluency. Pre-primary: stories. Primary: poems. See the CBSE website.",
    ],
    ["<p>Line one<br>line two</p>", "Line one. line two"],
    ["<h3>Results?</h3><p>All passed!</p>", "Results? All passed!"],
    ["<p>Sports <strong>Day</strong> went well</p>", "Sports Day went well"],
    ["<p>Learn</p><script>var s = '</p>';</script><p>more</p>", "Learn. more"],
    ["<p>Only one paragraph</p>", "Only one paragraph"],
    ["<p></p><p> </p><p>After empties</p>", "After empties"],
    ["Plain text, no tags", "Plain text, no tags"],
    [42, "42"],
    [null, ""],
  ])("%p → %p", (input, output) => {
    expect(proseText(input)).toBe(output);
  });
});

it("reads numbers from numbers and numeric text only", () => {
  expect(numberOrNull("98.2 %")).toBe(98.2);
  expect(numberOrNull(91)).toBe(91);
  expect(numberOrNull("ninety")).toBeNull();
  expect(numberOrNull(Number.NaN)).toBeNull();
});

it("accepts only http and https addresses", () => {
  expect(safeHttpUrl("https://a.example/x?y=1")).toBe("https://a.example/x?y=1");
  expect(safeHttpUrl("JAVASCRIPT:alert(1)")).toBeNull();
  expect(safeHttpUrl("//a.example")).toBeNull();
  expect(safeHttpUrl(5)).toBeNull();
});

it("finds lists and objects inside common wrappers", () => {
  expect(listOf({ items: [1] })).toEqual([1]);
  expect(listOf({ data: { nope: 1 } })).toEqual([]);
  expect(objectOf({ data: { a: 1 } })).toEqual({ a: 1 });
  expect(objectOf("x")).toBeNull();
});

it("names attachments from strings or objects", () => {
  expect(attachmentList([" a ", { url: "b/c.jpg" }, { other: 1 }])).toEqual(["a", "b/c.jpg"]);
  expect(attachmentList(undefined)).toEqual([]);
});

it("formats file sizes for download links", () => {
  expect(formatFileSize(900)).toBe("900 bytes");
  expect(formatFileSize(86_016)).toBe("84 KB");
  expect(formatFileSize(1_258_291)).toBe("1.2 MB");
});

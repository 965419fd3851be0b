/** @jest-environment node */
import { excerptParts, resultPath } from "../../../src/lib/search/excerpt";

it.each([
  ["plain text", [{ text: "plain text", marked: false }]],
  [
    "The <mark>hostel</mark> <mark>fee</mark> is paid",
    [
      { text: "The ", marked: false },
      { text: "hostel", marked: true },
      { text: " ", marked: false },
      { text: "fee", marked: true },
      { text: " is paid", marked: false },
    ],
  ],
  ["Fees &amp; charges &lt;b&gt; &#8377; &#x20B9;", [{ text: "Fees & charges <b> ₹ ₹", marked: false }]],
  ["<mark>TC</mark>", [{ text: "TC", marked: true }]],
  ['a <img src=x onerror="alert(1)">b', [{ text: "a b", marked: false }]],
  ["&bogus; &#0; stays", [{ text: "&bogus; &#0; stays", marked: false }]],
  ["", []],
])("reads %p as text pieces", (excerpt, parts) => {
  expect(excerptParts(excerpt)).toEqual(parts);
});

it.each([
  ["/fee-9/", "/fee-9"],
  ["/", "/"],
  ["/index.html", "/"],
  ["/hall-of-Fame/index.html", "/hall-of-Fame"],
  ["/school-uniform/#uniform", "/school-uniform#uniform"],
  ["/404.html", "/404"],
])("links %p as %p", (url, path) => {
  expect(resultPath(url)).toBe(path);
});

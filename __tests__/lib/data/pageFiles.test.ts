/** @jest-environment node */
import { frontmatterOf, isListed } from "../../../src/lib/data/pageFiles";
import { nav } from "../../fixtures/siteData";

it.each([
  ["---\ntitle: About Us\n---\nText", "title: About Us"],
  ["---\r\ntitle: About Us\r\nkeywords: [a]\r\n---\r\nText", "title: About Us\r\nkeywords: [a]"],
  ["\uFEFF---\ntitle: About Us\n---\n", "title: About Us"],
  ["---\ntitle: About Us\n---\n---\nmore", "title: About Us"],
  ["title: About Us\n", ""],
  ["", ""],
])("reads the frontmatter of %p as %p, from line 2", (text, yaml) => {
  expect(frontmatterOf(text)).toEqual({ yaml, firstLine: 2 });
});

it.each([
  ["/our-vision", true],
  ["/our-vision/", true],
  ["/", true],
  ["/our-visoin", false],
])("knows whether the menus list %p: %p", (route, listed) => {
  expect(isListed(nav, route)).toBe(listed);
});

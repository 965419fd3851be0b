/** @jest-environment node */
import { mkdtempSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { gzipSync } from "zlib";
import { inlineCss, inlineCssBytes } from "../../bench/inlineCss";

const html =
  '<html><head><style data-href="/styles.css" id="gatsby-global-css">body{margin:0}</style>' +
  '<link rel="stylesheet" href="/other.css"></head><body><div style="color:red"></div>' +
  "<STYLE>.carousel--gallery{display:grid}</STYLE></body></html>";

it("reads the CSS of every <style> element, not linked sheets or style attributes", () => {
  expect(inlineCss(html)).toBe("body{margin:0}\n.carousel--gallery{display:grid}");
});

it("measures a route's inlined CSS from the build output, gzip-compressed", () => {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
  writeFileSync(path.join(publicDir, "news.html"), html);
  writeFileSync(path.join(publicDir, "index.html"), "<html></html>");
  expect(inlineCssBytes(publicDir, "/news?year=2025")).toBe(
    gzipSync("body{margin:0}\n.carousel--gallery{display:grid}").length,
  );
  expect(inlineCssBytes(publicDir, "/")).toBe(gzipSync("").length);
});

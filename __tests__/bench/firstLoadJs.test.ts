/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { gzipSync } from "zlib";
import { firstLoadJsBytes, firstLoadScripts, scriptSources } from "../../bench/firstLoadJs";

const html =
  '<html><head><script src="/webpack-runtime-1.js" async></script><script>window.x=1</script>' +
  '<script src="https://cdn.example/x.js"></script></head><body><script src="/app-2.js" async></script></body></html>';
const stats = {
  namedChunkGroups: {
    "component---src-pages-news-tsx": {
      assets: [{ name: "commons-3.js" }, { name: "styles.css" }, { name: "component---news-4.js" }],
    },
  },
};

it("reads the site's own scripts from a page, not inline or other sites' scripts", () => {
  expect(scriptSources(html)).toEqual(["webpack-runtime-1.js", "app-2.js"]);
});

it("adds the page component's chunk group, JavaScript only, each file once", () => {
  expect(firstLoadScripts(html, "component---src-pages-news-tsx", stats)).toEqual([
    "webpack-runtime-1.js",
    "app-2.js",
    "commons-3.js",
    "component---news-4.js",
  ]);
  expect(() => firstLoadScripts(html, "component---missing", stats)).toThrow("component---missing");
});

it("sums the gzip sizes of a route's first-load scripts from the build output", () => {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), "first-load-js-"));
  const files: Record<string, string> = {
    "webpack-runtime-1.js": "var a=1;".repeat(50),
    "app-2.js": "function app(){return 2}".repeat(80),
    "commons-3.js": "console.log('c');".repeat(30),
    "component---news-4.js": "export default 4;",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(publicDir, name), text);
  writeFileSync(path.join(publicDir, "news.html"), html);
  mkdirSync(path.join(publicDir, "page-data", "news"), { recursive: true });
  writeFileSync(
    path.join(publicDir, "page-data", "news", "page-data.json"),
    JSON.stringify({ componentChunkName: "component---src-pages-news-tsx" }),
  );
  writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify(stats));
  const expected = Object.values(files).reduce((sum, text) => sum + gzipSync(text).length, 0);
  expect(firstLoadJsBytes(publicDir, "/news?page=2")).toBe(expected);
});

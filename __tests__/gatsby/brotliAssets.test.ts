/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { compressedAhead, removeBrotliAssets, writeBrotliAssets } from "../../gatsby/brotliAssets";

it.each([
  ["framework-0b5a0cb8dbc9f92cfae0.js", true],
  ["component---src-pages-news-tsx.74a5dbb89058bd666782.css", true],
  ["school-calendar.html", true],
  ["404/index.html", true],
  ["admin/index.html", true],
  ["page-data/school-calendar/page-data.json", true],
  ["page-data/sq/d/251090636.json", true],
  ["page-data/app-data.json", true],
  // Not named by a hash: the same address may hold other bytes after a deploy.
  ["sw.js", false],
  // Hashed, but not written by webpack at the top of the build.
  ["static/logo-0b5a0cb8dbc9f92cfae0.js", false],
  ["webpack.stats.json", false],
  ["manifest.webmanifest", false],
  ["pagefind/pagefind-entry.json", false],
  ["school-calendar.html.br", false],
])("%s gets a Brotli copy from the build: %s", (file, expected) => {
  expect(compressedAhead(file)).toBe(expected);
});

it("removes the copies of an earlier build's pages and page data, and nothing else", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "brotli-assets-"));
  try {
    const compressed = ["news.html", "page-data/404.html/page-data.json", "app-0123456789abcdef0123.js"];
    const files = [...compressed, "robots.txt"];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), "x".repeat(100));
    }
    expect(await writeBrotliAssets(root)).toBe(3);
    writeFileSync(path.join(root, "robots.txt.br"), "not the build's");
    expect(removeBrotliAssets(root)).toBe(3);
    expect(compressed.filter((file) => existsSync(path.join(root, `${file}.br`)))).toEqual([]);
    expect(files.every((file) => existsSync(path.join(root, file)))).toBe(true);
    expect(existsSync(path.join(root, "robots.txt.br"))).toBe(true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

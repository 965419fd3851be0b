/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { routeOf } from "../../gatsby/builtPages";
import { layOutPages, pageFile, pageMoves } from "../../gatsby/pageLayout";

/** A build's files as Gatsby writes them: each page in a folder of its own, with its page data. */
const BUILT = [
  "index.html",
  "fee-9/index.html",
  "hall-of-Fame/index.html",
  "gallery/index.html",
  "gallery/sports/index.html",
  "404.html",
  "404/index.html",
  "admin/index.html",
  "admin/cms-EHVSTQJO.js",
  ...["index", "fee-9", "hall-of-Fame", "gallery", "gallery/sports", "404", "404.html"].map(
    (route) => `page-data/${route}/page-data.json`,
  ),
];

it("moves each page from its folder's index.html to a file of its own name, the editor and the 404 pair apart", () => {
  expect(pageMoves(BUILT)).toEqual([
    { from: "fee-9/index.html", to: "fee-9.html" },
    { from: "hall-of-Fame/index.html", to: "hall-of-Fame.html" },
    { from: "gallery/index.html", to: "gallery.html" },
    { from: "gallery/sports/index.html", to: "gallery/sports.html" },
  ]);
});

it.each([
  ["index.html", "/"],
  ["fee-9.html", "/fee-9"],
  ["gallery/sports.html", "/gallery/sports"],
  ["404.html", "/404"],
  ["404/index.html", "/404/"],
  ["admin/index.html", "/admin/"],
  ["our vision.html", "/our%20vision"],
  ["robots.txt", "/robots.txt"],
])("Cloudflare Pages serves %s at %s", (file, route) => {
  expect(routeOf(file)).toBe(route);
});

it.each([
  ["/", "index.html"],
  ["/fee-9", "fee-9.html"],
  ["/gallery/sports", "gallery/sports.html"],
])("finds the page at %s in %s", (route, file) => {
  expect(pageFile(route)).toBe(file);
  expect(routeOf(file)).toBe(route);
});

it("lays the pages out in the build's folder, leaving no empty folder behind", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "page-layout-"));
  for (const file of BUILT) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  expect(layOutPages(dir)).toBe(4);
  expect(
    ["fee-9.html", "gallery.html", "gallery/sports.html", "404/index.html", "admin/index.html"].filter(
      (file) => !existsSync(path.join(dir, file)),
    ),
  ).toEqual([]);
  expect(["fee-9", "gallery/sports"].filter((folder) => existsSync(path.join(dir, folder)))).toEqual([]);
});

it("a second build's page replaces the first's, which an unclean rebuild left in place", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "page-layout-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const file of BUILT) write(file, "first build");
  layOutPages(dir);
  write("fee-9/index.html", "second build");
  expect(layOutPages(dir)).toBe(1);
  expect(readFileSync(path.join(dir, "fee-9.html"), "utf8")).toBe("second build");
  expect(existsSync(path.join(dir, "fee-9"))).toBe(false);
});

/** @jest-environment node */
import { execFileSync } from "child_process";
import { readFileSync } from "fs";
import path from "path";

/**
 * The site, the content service (with its desk) and the shared contract meet only through the
 * contract package: no relative import crosses from one into another. The site's tests and the
 * end-to-end suites drive all three, so they are left out; the service's own tests
 * (content-service/__tests__/) are the service's, and reach nothing outside it either.
 */
const PARTS = [
  { name: "the content service", root: "content-service/", mayReach: ["content-service/"] },
  { name: "the contract", root: "packages/contract/", mayReach: ["packages/contract/"] },
  {
    name: "the site",
    root: "",
    mayReach: ["src/", "gatsby/", "scripts/", "bench/", "static/", "content/", "gatsby-", "package.json"],
  },
];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

const sources = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx", "*.mjs"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file && !/^(__tests__|__mocks__|e2e)\//.test(file) && !file.startsWith("playwright"));

const partOf = (file: string) =>
  PARTS.find((part) => part.root && file.startsWith(part.root)) ?? PARTS.find((part) => part.root === "")!;

const crossings = sources.flatMap((file) => {
  const part = partOf(file);
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)]
    .map((match) => path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])))
    .filter((target) => !part.mayReach.some((prefix) => target.startsWith(prefix)) || partOf(target) !== part)
    .map((target) => `${file} (${part.name}) imports ${target}`);
});

it("finds source files of every part", () => {
  for (const part of PARTS) expect(sources.some((file) => partOf(file) === part)).toBe(true);
});

it("finds no relative import from one part into another", () => {
  expect(crossings).toEqual([]);
});

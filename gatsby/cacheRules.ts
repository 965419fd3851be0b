import { matchesRulePath, type HeaderRule } from "../src/lib/headersFile";
import { IMMUTABLE, IMMUTABLE_ASSET } from "../src/lib/hashedFiles";
import { PUSH_WORKER_PATH } from "../src/lib/pushWorkerPath";

/** Where Gatsby puts the files pages import (pictures, PDFs, fonts): a folder named by their hash. */
const HASHED_STATIC = /^static\/[0-9a-f]{16,}\//;

/** Files a browser may keep for a year: webpack's scripts and stylesheets, which it writes to the top
 * of public/ named by a hash of their content, and Gatsby's static/ folder.
 * Three patterns rather than a rule a file, which would not fit in Cloudflare's 100 (headersLimits.ts).
 * Everything else (pages, page data, unhashed files) keeps Cloudflare Pages' documented default,
 * "Cache-Control: public, max-age=0, must-revalidate"
 * (https://developers.cloudflare.com/pages/configuration/serving-pages/#headers), which the push
 * worker, a script at the top with no hash, is given back: a phone checks it for a new version. */
export const CACHE_RULES: HeaderRule[] = [
  ...["/:script.js", "/:stylesheet.css", "/static/*"].map((path) => ({
    path,
    detach: [],
    set: { "Cache-Control": IMMUTABLE },
  })),
  { path: PUSH_WORKER_PATH, detach: ["Cache-Control"], set: { "Cache-Control": "public, max-age=0, must-revalidate" } },
];

/** The Cache-Control CACHE_RULES give a file of public/, as Cloudflare Pages applies them: every
 * matching rule in order, a later one detaching what an earlier one set. */
export function cacheControlOf(file: string): string | undefined {
  let value: string | undefined;
  for (const rule of CACHE_RULES.filter(({ path }) => matchesRulePath(path, `/${file}`))) {
    if (rule.detach.includes("Cache-Control")) value = undefined;
    value = rule.set["Cache-Control"] ?? value;
  }
  return value;
}

/** Files of public/ (paths relative to it, with "/") that CACHE_RULES would keep for a year though
 * their names carry no hash: a script put at the top by hand (Gatsby copies the project's static/
 * folder there) would stay stale in browsers for a year after it changed. */
export function unhashedImmutable(files: string[]): string[] {
  return files.filter(
    (file) => !IMMUTABLE_ASSET.test(file) && !HASHED_STATIC.test(file) && cacheControlOf(file) === IMMUTABLE,
  );
}

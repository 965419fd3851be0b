import { matchesRulePath, type HeaderRule } from "../src/lib/headersFile";
import { IMMUTABLE, IMMUTABLE_ASSET } from "../src/lib/hashedFiles";

/** Where Gatsby puts the files pages import (pictures, PDFs, fonts): a folder named by their hash. */
const HASHED_STATIC = /^static\/[0-9a-f]{16,}\//;

/** Files a browser may keep for a year: webpack's scripts and stylesheets, which it writes to the top
 * of public/ named by a hash of their content, and Gatsby's static/ folder.
 * Three patterns rather than a rule a file, which would not fit in Cloudflare's 100 (headersLimits.ts).
 * Everything else (pages, page data, unhashed files) keeps Cloudflare Pages' documented default,
 * "Cache-Control: public, max-age=0, must-revalidate"
 * (https://developers.cloudflare.com/pages/configuration/serving-pages/#headers). */
export const CACHE_RULES: HeaderRule[] = ["/:script.js", "/:stylesheet.css", "/static/*"].map((path) => ({
  path,
  detach: [],
  set: { "Cache-Control": IMMUTABLE },
}));

/** Files of public/ (paths relative to it, with "/") that CACHE_RULES would keep for a year though
 * their names carry no hash: a script put at the top by hand (Gatsby copies the project's static/
 * folder there) would stay stale in browsers for a year after it changed. */
export function unhashedImmutable(files: string[]): string[] {
  return files.filter(
    (file) =>
      !IMMUTABLE_ASSET.test(file) &&
      !HASHED_STATIC.test(file) &&
      CACHE_RULES.some((rule) => matchesRulePath(rule.path, `/${file}`)),
  );
}

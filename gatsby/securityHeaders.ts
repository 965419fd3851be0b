import { writeFileSync } from "fs";
import path from "path";
import { formatHeadersFile } from "../src/lib/headersFile";
import { API_BASE_URL, READ_BASE_URL } from "../src/lib/serviceAddress";
import {
  COMMON_HEADERS,
  HSTS_HEADERS,
  OPENER_POLICY,
  adminContentSecurityPolicy,
  originOf,
  serviceOrigins,
  pageHeaders,
  renderedStyleHashes,
} from "../src/lib/securityHeaders";
import { ADMIN_PAGE, builtFiles, routeOf, type BuiltPage } from "./builtPages";
import { unhashedImmutable } from "./cacheRules";
import { headerRules } from "./headerRules";
import { headersLimitProblems, headersUsage } from "./headersLimits";
import { siteData } from "./siteData";

/** The page Cloudflare Pages sends for an address it has no file for. */
const NOT_FOUND_PAGE = routeOf("404.html");

/** Writes public/_headers: every page's security headers, with the hashes of its own inline scripts
 * and styles, and how long browsers keep each file (cacheRules.ts). scripts/serve.ts serves the same
 * file's headers. Throws, leaving the file unwritten, when Cloudflare Pages would drop part of it
 * (headersLimits.ts) or keep an unhashed file for a year; answers the limits' use otherwise. */
export function writeSecurityHeaders(pages: BuiltPage[], publicDir = path.resolve("public")): string {
  const { site } = siteData();
  const origins = {
    api: serviceOrigins(API_BASE_URL, READ_BASE_URL),
    frames: [...new Set([site.links.map.url, site.links.video.url, site.links.socialPage.url].map(originOf))],
    siteStyles: [...new Set(pages.flatMap(({ html }) => renderedStyleHashes(html)))],
  };
  // frame-ancestors 'none' keeps the editor out of every frame; X-Frame-Options stays as on every
  // page, so that the pair never conflicts.
  const adminHeaders = {
    ...COMMON_HEADERS,
    "Cross-Origin-Opener-Policy": OPENER_POLICY.admin,
    "Content-Security-Policy": adminContentSecurityPolicy({ api: origins.api }),
  };
  const headers = pages.map(({ route, html }) => ({
    path: route,
    headers: route === ADMIN_PAGE ? adminHeaders : pageHeaders(html, origins),
  }));
  const fallback = headers.find(({ path }) => path === NOT_FOUND_PAGE)?.headers ?? {};
  const text = formatHeadersFile(headerRules({ ...COMMON_HEADERS, ...HSTS_HEADERS }, fallback, headers));
  const problems = [
    ...headersLimitProblems(text),
    ...unhashedImmutable(builtFiles(publicDir)).map(
      (file) => `${file} would be kept for a year, but its name has no hash`,
    ),
  ];
  if (problems.length) throw new Error(`public/_headers cannot be written: ${problems.join("; ")}`);
  writeFileSync(path.join(publicDir, "_headers"), text);
  return headersUsage(text);
}

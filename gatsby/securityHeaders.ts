import { writeFileSync } from "fs";
import path from "path";
import { API_BASE_URL } from "../src/lib/serviceAddress";
import {
  COMMON_HEADERS,
  OPENER_POLICY,
  adminContentSecurityPolicy,
  headersFile,
  originOf,
  pageHeaders,
  renderedStyleHashes,
} from "../src/lib/securityHeaders";
import type { BuiltPage } from "./builtPages";
import { siteData } from "./siteData";

/** Writes public/_headers: every page's security headers, with the hashes of its own inline
 * scripts and styles. scripts/serve.ts serves the same file's headers. */
export function writeSecurityHeaders(pages: BuiltPage[]): void {
  const { site } = siteData();
  const origins = {
    api: originOf(API_BASE_URL),
    frames: [...new Set([site.links.map.url, site.links.video.url, site.links.socialPage.url].map(originOf))],
    siteStyles: [...new Set(pages.flatMap(({ html }) => renderedStyleHashes(html)))],
  };
  // frame-ancestors 'none' keeps the editor out of every frame; X-Frame-Options stays as on every
  // page, so that a host joining the "/*" block's headers with these sends no conflicting pair.
  const adminHeaders = {
    ...COMMON_HEADERS,
    "Cross-Origin-Opener-Policy": OPENER_POLICY.admin,
    "Content-Security-Policy": adminContentSecurityPolicy({ api: origins.api }),
  };
  const headers = pages.map(({ route, html }) => ({
    path: route,
    headers: route === "/admin" ? adminHeaders : pageHeaders(html, origins),
  }));
  writeFileSync(path.resolve("public/_headers"), headersFile(headers));
}

import { writeFileSync } from "fs";
import path from "path";
import { headersFile, inlineHashes, originOf, pageHeaders } from "../src/lib/securityHeaders";
import type { BuiltPage } from "./builtPages";
import { siteData } from "./siteData";

/** Writes public/_headers: every page's security headers, with the hashes of its own inline
 * scripts and styles. scripts/serve.ts serves the same file's headers. */
export function writeSecurityHeaders(pages: BuiltPage[]): void {
  const { site } = siteData();
  const origins = {
    api: originOf(process.env.GATSBY_CONTENT_API_URL || "http://localhost:4000"),
    frames: [...new Set([site.links.map.url, site.links.video.url, site.links.socialPage.url].map(originOf))],
    siteStyles: [...new Set(pages.flatMap(({ html }) => inlineHashes(html).styles))],
  };
  const headers = pages.map(({ route, html }) => ({ path: route, headers: pageHeaders(html, origins) }));
  writeFileSync(path.resolve("public/_headers"), headersFile(headers));
}

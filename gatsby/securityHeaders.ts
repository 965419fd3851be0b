import { readFileSync, readdirSync, statSync, writeFileSync } from "fs";
import path from "path";
import { headersFile, inlineHashes, originOf, pageHeaders } from "../src/lib/securityHeaders";
import { siteData } from "./siteData";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** Writes public/_headers: every page's security headers, with the hashes of its own inline
 * scripts and styles. scripts/serve.ts serves the same file's headers. */
export function writeSecurityHeaders(): void {
  const publicDir = path.resolve("public");
  const { site } = siteData();
  const files = htmlFiles(publicDir).map((file) => ({ file, html: readFileSync(file, "utf8") }));
  const origins = {
    api: originOf(process.env.GATSBY_CONTENT_API_URL || "http://localhost:4000"),
    frames: [...new Set([site.links.map.url, site.links.video.url, site.links.socialPage.url].map(originOf))],
    siteStyles: [...new Set(files.flatMap(({ html }) => inlineHashes(html).styles))],
  };
  const pages = files.map(({ file, html }) => {
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    const route = `/${relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
    return { path: route, headers: pageHeaders(html, origins) };
  });
  writeFileSync(path.join(publicDir, "_headers"), headersFile(pages));
}

import { readFileSync } from "fs";
import { gzipSync } from "zlib";
import { routeHtmlPath } from "./routeFiles";

/** The CSS a page's HTML carries in its <style> elements (Gatsby inlines the site's stylesheet there). */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("\n");
}

/** The inlined CSS of a route in the build output, gzip-compressed, in bytes. */
export function inlineCssBytes(publicDir: string, route: string): number {
  return gzipSync(inlineCss(readFileSync(routeHtmlPath(publicDir, route), "utf8"))).length;
}

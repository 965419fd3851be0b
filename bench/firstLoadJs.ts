import { readFileSync } from "fs";
import path from "path";
import { gzipSync } from "zlib";
import { routeDir, routeHtmlPath } from "./routeFiles";

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The same-origin scripts a page's HTML names: Gatsby's runtime, framework and app bundles. */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  return sources.filter((src) => src.startsWith("/") && !src.startsWith("//")).map((src) => src.slice(1));
}

/** The scripts a page loads before it is interactive: those its HTML names, plus the chunk group of
 * its page component (which the app fetches at once, as the page's page-data names it). */
export function firstLoadScripts(html: string, componentChunkName: string, stats: WebpackStats): string[] {
  const group = stats.namedChunkGroups[componentChunkName];
  if (!group) throw new Error(`The build has no chunk group ${componentChunkName}`);
  const chunks = group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  return [...new Set([...scriptSources(html), ...chunks])];
}

/** First-load JavaScript of a route, gzip-compressed as the server sends it, in bytes. */
export function firstLoadJsBytes(publicDir: string, route: string): number {
  const dir = routeDir(route);
  const html = readFileSync(routeHtmlPath(publicDir, route), "utf8");
  const pageData = JSON.parse(
    readFileSync(path.join(publicDir, "page-data", dir || "index", "page-data.json"), "utf8"),
  ) as {
    componentChunkName: string;
  };
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  return firstLoadScripts(html, pageData.componentChunkName, stats).reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(publicDir, file))).length,
    0,
  );
}

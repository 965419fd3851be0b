import { readFileSync, readdirSync, statSync } from "fs";
import path from "path";

export interface BuiltPage {
  file: string;
  /** The address the page is served at (routeOf). */
  route: string;
  html: string;
}

/** The address Cloudflare Pages serves a file of public/ at (a path relative to it, with "/") without
 * a redirect, and so the path of its rule in public/_headers: / for index.html, /fee-9 for fee-9.html,
 * /admin/ for admin/index.html, and any other file under its own name
 * (https://developers.cloudflare.com/pages/configuration/serving-pages/#route-matching). It is
 * URL-encoded, as the request paths rules are matched against are. 404.html
 * (/404) and 404/index.html (/404/) thus keep addresses apart: Gatsby writes the two with different
 * inline scripts (each names its own page data), and each needs its own hashes. */
export function routeOf(relativeFile: string): string {
  return encodeURI(`/${relativeFile.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`);
}

/** The editor's page (gatsby/adminApp.ts), which is no Gatsby page and keeps its folder. */
export const ADMIN_PAGE = routeOf("admin/index.html");

/** Gatsby's own folders: page data, the files pages import, and slices (already stitched into the
 * pages that use them). */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby"]);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return NOT_PAGES.has(name) ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** Every file the build wrote under `publicDir`, relative to it, with "/". */
export function builtFiles(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** Every HTML page the build wrote under public/. */
export function builtPages(publicDir = path.resolve("public")): BuiltPage[] {
  return htmlFiles(publicDir).map((file) => {
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    return { file, route: routeOf(relative), html: readFileSync(file, "utf8") };
  });
}

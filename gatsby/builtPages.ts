import { readFileSync, readdirSync, statSync } from "fs";
import path from "path";

export interface BuiltPage {
  file: string;
  /** The address the page is served at (routeOf). */
  route: string;
  html: string;
}

/** The address a file of public/ (a path relative to it, with "/") is served at, and so the path of
 * its block in public/_headers: /fee-9 for fee-9/index.html, / for index.html, and any other file
 * under its own name. 404.html thus keeps an address apart from 404/index.html: Gatsby writes the
 * two with different inline scripts (each names its own page data), and each needs its own hashes. */
export function routeOf(relativeFile: string): string {
  return `/${relativeFile.replace(/(^|\/)index\.html$/, "")}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** Every HTML page the build wrote under public/. */
export function builtPages(publicDir = path.resolve("public")): BuiltPage[] {
  return htmlFiles(publicDir).map((file) => {
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    return { file, route: routeOf(relative), html: readFileSync(file, "utf8") };
  });
}

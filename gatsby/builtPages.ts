import { readFileSync, readdirSync, statSync } from "fs";
import path from "path";

export interface BuiltPage {
  file: string;
  /** The address the page is served at: /fee-9 for public/fee-9/index.html. */
  route: string;
  html: string;
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
    const route = `/${relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
    return { file, route, html: readFileSync(file, "utf8") };
  });
}

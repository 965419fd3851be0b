import { readdirSync, renameSync, rmdirSync } from "fs";
import path from "path";
import { builtFiles } from "./builtPages";

/** Cloudflare Pages serves `x.html` at /x, but `x/index.html` at /x/ only, and answers /x with a
 * redirect (308) to it (https://developers.cloudflare.com/pages/configuration/serving-pages/#route-matching).
 * The site links its pages without the slash (gatsby-config: trailingSlash "never"), so each page
 * Gatsby wrote as `x/index.html` is moved to `x.html`: a link is served at once, without a round
 * trip for the redirect. A page is a folder's index.html that has page data; the editor's page
 * (admin/index.html) has none and stays at /admin/. A page keeps its folder when another page of
 * Gatsby's takes the name: Gatsby writes its 404 page both as 404.html (with page data of its own),
 * which hosts send for unknown addresses, and as 404/index.html. An `x.html` without page data of its
 * own is this page as an earlier build laid it out (a build without `gatsby clean` keeps public/):
 * the new one replaces it. Paths are relative to public/, with "/". */
export function pageMoves(files: string[]): { from: string; to: string }[] {
  const present = new Set(files);
  return files.flatMap((file) => {
    const folder = /^(.+)\/index\.html$/.exec(file)?.[1];
    const isPage = (route: string) => present.has(`page-data/${route}/page-data.json`);
    if (!folder || !isPage(folder) || isPage(`${folder}.html`)) return [];
    return [{ from: file, to: `${folder}.html` }];
  });
}

/** The file that holds the page at `route` once laid out ("/" is index.html). */
export const pageFile = (route: string) => (route === "/" ? "index.html" : `${route.replace(/^\/+|\/+$/g, "")}.html`);

/** Moves the built pages in `publicDir` as pageMoves says, leaving no empty folder; answers how many
 * moved. */
export function layOutPages(publicDir: string): number {
  const moves = pageMoves(builtFiles(publicDir));
  for (const { from, to } of moves) {
    renameSync(path.join(publicDir, from), path.join(publicDir, to));
    const folder = path.dirname(path.join(publicDir, from));
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
  return moves.length;
}

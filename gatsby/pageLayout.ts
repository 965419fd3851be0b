import { readdirSync, renameSync, rmdirSync } from "fs";
import path from "path";
import { builtFiles } from "./builtPages";

/** Cloudflare Pages serves `x.html` at /x, but `x/index.html` at /x/ only, and answers /x with a
 * redirect (308) to it (https://developers.cloudflare.com/pages/configuration/serving-pages/#route-matching).
 * The site links its pages without the slash (gatsby-config: trailingSlash "never"), so each page
 * Gatsby wrote as `x/index.html` is moved to `x.html`: a link is served at once, without a round
 * trip for the redirect. A page is a folder's index.html that has page data; the editor's page
 * (admin/index.html) has none and stays at /admin/. A page keeps its folder when a file takes the
 * name already: Gatsby writes its 404 page both as 404.html, which hosts send for unknown addresses,
 * and as 404/index.html. Paths are relative to public/, with "/". */
export function pageMoves(files: string[]): { from: string; to: string }[] {
  const present = new Set(files);
  return files.flatMap((file) => {
    const folder = /^(.+)\/index\.html$/.exec(file)?.[1];
    if (!folder || !present.has(`page-data/${folder}/page-data.json`) || present.has(`${folder}.html`)) return [];
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

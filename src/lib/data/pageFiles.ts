/** The Markdown pages of content/pages: whether the build makes each (its route, src/lib/pageRoute.ts,
 * is in the menus), and its frontmatter, the YAML between its first two `---` lines (as
 * gatsby-transformer-remark reads it). */
import { allPaths } from "../navigation";
import { normalizePath } from "../paths";
import type { Navigation } from "./navigationSchema";

/** The build makes a page only at a route navigation.yaml names: its menus, breadcrumbs and sitemap
 * all come from there. */
export const isListed = (nav: Navigation, route: string) => allPaths(nav).includes(normalizePath(route));

/** The frontmatter's YAML and the line of the file it starts on; empty when the page has none. */
export function frontmatterOf(text: string): { yaml: string; firstLine: number } {
  const found = /^\uFEFF?---[^\S\r\n]*\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return { yaml: found?.[1] ?? "", firstLine: 2 };
}

/** Gatsby 5 names only its runtime, framework and app scripts in a page's HTML. The app then asks,
 * one after the other, for the page's data, its component's scripts and its static queries' data,
 * so a phone on a slow network waits several round trips before the page can render or answer a
 * tap. Naming them in the head as preloads lets the browser fetch them all at once. */

import { pageDataUrl } from "../src/lib/pageData";

export interface PreloadPageData {
  path: string;
  componentChunkName: string;
  staticQueryHashes: string[];
  /** An item page (gatsby/onCreatePage.ts) is only ever opened with `?id=`, and Gatsby's loader asks
   * for its data with that query: its head's own script preloads that (src/lib/itemPreload.ts). */
  result?: { pageContext?: { itemPage?: boolean } };
}

/** The part of webpack.stats.json (written by the build) that maps a page component to its files. */
export interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
}

export interface Preload {
  href: string;
  /** "script" for the component's chunks; "fetch" for the JSON Gatsby's loader requests. */
  as: "script" | "fetch";
}

export function pagePreloads(page: PreloadPageData, stats: ChunkGroups): Preload[] {
  const group = stats.namedChunkGroups[page.componentChunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${page.componentChunkName} (page ${page.path})`);
  const scripts = group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  const pageData = page.result?.pageContext?.itemPage ? [] : [pageDataUrl(page.path)];
  const data = [
    ...pageData,
    "/page-data/app-data.json",
    ...page.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
  ];
  return [
    ...scripts.map((name) => ({ href: `/${name}`, as: "script" as const })),
    ...data.map((href) => ({ href, as: "fetch" as const })),
  ];
}

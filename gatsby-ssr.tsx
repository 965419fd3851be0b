import { readFileSync } from "fs";
import path from "path";
import type { GatsbySSR } from "gatsby";
import { pagePreloads, type ChunkGroups, type PreloadPageData } from "./gatsby/preloads";

let stats: ChunkGroups | null = null;

/** Each page's head names what its script will fetch before it can render (gatsby/preloads.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync, setHeadComponents }) => {
  stats ??= JSON.parse(readFileSync(path.join(process.cwd(), "public", "webpack.stats.json"), "utf8")) as ChunkGroups;
  const page = loadPageDataSync(pathname) as unknown as PreloadPageData;
  setHeadComponents(
    pagePreloads(page, stats).map(({ href, as }) => (
      // Gatsby's loader fetches its JSON in CORS mode; a preload must match it to be used.
      <link key={href} rel="preload" href={href} as={as} crossOrigin={as === "fetch" ? "anonymous" : undefined} />
    )),
  );
};

import { readFileSync } from "fs";
import path from "path";
import type { GatsbySSR } from "gatsby";
import { pagePreloads, type ChunkGroups, type PreloadPageData } from "./gatsby/preloads";
import { headWritten } from "./src/components/layout/pageHeads";

let stats: ChunkGroups | null = null;

/** Each page's head: what its Seo wrote (title, description, link preview, structured data …, from
 * the page's own head: src/components/layout/pageHeads.ts), then what its script will fetch before
 * it can render (gatsby/preloads.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync, setHeadComponents, setHtmlAttributes }) => {
  const head = headWritten(pathname);
  if (!head) throw new Error(`The page at ${pathname} wrote no head: every page renders Seo (through PageFrame or itself)`);
  setHtmlAttributes(head.htmlAttributes.toComponent());
  setHeadComponents([head.title.toComponent(), head.link.toComponent(), head.meta.toComponent(), head.script.toComponent()]);

  stats ??= JSON.parse(readFileSync(path.join(process.cwd(), "public", "webpack.stats.json"), "utf8")) as ChunkGroups;
  const page = loadPageDataSync(pathname) as unknown as PreloadPageData;
  setHeadComponents(
    pagePreloads(page, stats).map(({ href, as }) => (
      // Gatsby's loader fetches its JSON in CORS mode; a preload must match it to be used.
      <link key={href} rel="preload" href={href} as={as} crossOrigin={as === "fetch" ? "anonymous" : undefined} />
    )),
  );
};

import { readFileSync } from "fs";
import path from "path";
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import { pagePreloads, type ChunkGroups, type PreloadPageData } from "./gatsby/preloads";

let stats: ChunkGroups | null = null;

/** `gatsby develop` renders one HTML shell with this file, without a page, its data or webpack's
 * stats; the page, its head included, is drawn in the browser. Only the build's pages get preloads
 * and the head check. */
const isDevelopmentShell = process.env.BUILD_STAGE === "develop-html";

/** What each page's script will fetch before it can render (gatsby/preloads.ts). The rest of the
 * head (title, description, link preview, structured data …) is each page's `Head` export
 * (src/components/layout/Seo.tsx), which Gatsby writes after this. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  loadPageDataSync,
  pathname,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  setHtmlAttributes({ lang: "en-IN" });
  if (isDevelopmentShell) return;
  stats ??= JSON.parse(readFileSync(path.join(process.cwd(), "public", "webpack.stats.json"), "utf8")) as ChunkGroups;
  const page = loadPageDataSync(pathname) as unknown as PreloadPageData;
  setHeadComponents(
    pagePreloads(page, stats).map(({ href, as }) => (
      // Gatsby's loader fetches its JSON in CORS mode; a preload must match it to be used.
      <link key={href} rel="preload" href={href} as={as} crossOrigin={as === "fetch" ? "anonymous" : undefined} />
    )),
  );
};

/** The site-wide stylesheet Gatsby inlines (gatsby/onCreateWebpackConfig.ts), named by its file. */
const isSiteWideStyle = (component: unknown) =>
  /^\/styles\.[0-9a-f]+\.css$/.test(
    String((component as ReactElement<{ "data-href"?: string }> | null)?.props?.["data-href"]),
  );

/** A page without a `Head` export would go out untitled and unknown to search engines and link
 * previews: the build stops instead. The title goes first, before the inline CSS, so that a slow
 * network shows it in the tab at once. The site-wide stylesheet comes before the page's components'
 * own, as when the browser moves to the page and adds their files after it: the same rules win. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  if (isDevelopmentShell) return;
  const components = getHeadComponents();
  const isTitle = (component: unknown) => (component as ReactElement | null)?.type === "title";
  const titles = components.filter(isTitle);
  if (!titles.length)
    throw new Error(
      `The page at ${pathname} wrote no head: every page exports Head (src/components/layout/PageHead.tsx)`,
    );
  const rest = components.filter((component) => !isTitle(component));
  const firstStyle = rest.findIndex((component) => (component as ReactElement | null)?.type === "style");
  const siteWide = rest.filter(isSiteWideStyle);
  const others = rest.filter((component) => !isSiteWideStyle(component));
  replaceHeadComponents(
    firstStyle === -1
      ? [...titles, ...rest]
      : [...titles, ...others.slice(0, firstStyle), ...siteWide, ...others.slice(firstStyle)],
  );
};

import path from "path";
import type { GatsbyNode } from "gatsby";
import { itemCoverScript } from "./itemCoverScript";
import { siteData } from "./siteData";

interface CacheGroup {
  test?: (module: { identifier(): string }, context: unknown) => boolean;
}

/** The one stylesheet every page inlines: what every page shows (layout, header, menu, footer). */
const SITE_WIDE_CSS = /[\\/]src[\\/]styles[\\/]global\.css/;

/** Gatsby's own Partytown plugin: its browser code only acts in development, yet requiring it brings
 * gatsby-script and Partytown's snippet, about 2 KB (gzip), into every page's first-load JavaScript.
 * The site runs no off-main-thread scripts. */
const PARTYTOWN_BROWSER = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** The school code the content-service client puts in every path comes from site.yaml, and the item
 * pages' picture script is bundled from src/lib/itemCover.ts, through constants fixed at build time
 * (declared in src/types/buildConstants.d.ts).
 *
 * Gatsby gathers all CSS, lazy components' too, into the one stylesheet it inlines into every page.
 * Only the site-wide stylesheet stays there. A component's own stylesheet, imported beside it, goes
 * with the component's chunks instead: Gatsby inlines it into the pages that render the component
 * (it inlines the CSS of a page's chunk group), and the browser loads it with the component when it
 * moves to such a page. So a blog post does not carry the home page's carousels or the fee tables,
 * and its HTML fits the first round trip of a new connection (about 14 KB). A lazily loaded
 * component's stylesheet (the lightbox's, the search dialog's) loads when it does: a component that
 * the server renders inside a lazy boundary must have its stylesheet imported by a module outside it
 * (src/components/blocks/Blocks.tsx). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  const config = getConfig();
  config.plugins.push(
    plugins.define({
      __SCHOOL_CODE__: JSON.stringify(siteData().site.schoolCode),
      __ITEM_COVER_SCRIPT__: JSON.stringify(itemCoverScript()),
    }),
  );
  if (stage === "build-javascript") {
    const styles: CacheGroup | undefined = config.optimization?.splitChunks?.cacheGroups?.styles;
    const inlined = styles?.test;
    if (!styles || !inlined)
      throw new Error("Gatsby's webpack configuration has no styles cache group to keep components' CSS out of");
    styles.test = (module, context) => inlined(module, context) && SITE_WIDE_CSS.test(module.identifier());
    config.plugins.push(plugins.normalModuleReplacement(PARTYTOWN_BROWSER, path.resolve("gatsby/noBrowserPlugin.ts")));
  }
  actions.replaceWebpackConfig(config);
};

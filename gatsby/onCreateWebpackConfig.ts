import type { GatsbyNode } from "gatsby";
import { siteData } from "./siteData";

interface CacheGroup {
  test?: (module: { identifier(): string }, context: unknown) => boolean;
}

/** CSS that must load with its component only, not be inlined into every page: the lightbox's and
 * the search dialog's. */
const LAZY_CSS = /[\\/]node_modules[\\/]yet-another-react-lightbox[\\/]|[\\/]src[\\/]components[\\/]search[\\/]/;

/** The school code the content-service client puts in every path comes from site.yaml, through a
 * constant fixed at build time (declared in src/types/buildConstants.d.ts).
 *
 * Gatsby gathers all CSS, lazy components' too, into the one stylesheet it inlines into every page.
 * The lightbox's and the search dialog's stylesheets are left in their own chunks instead, which
 * load on the first click on a photo or on Search. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  const config = getConfig();
  config.plugins.push(plugins.define({ __SCHOOL_CODE__: JSON.stringify(siteData().site.schoolCode) }));
  if (stage === "build-javascript") {
    const styles: CacheGroup | undefined = config.optimization?.splitChunks?.cacheGroups?.styles;
    const inlined = styles?.test;
    if (!styles || !inlined) throw new Error("Gatsby's webpack configuration has no styles cache group to keep the lightbox's CSS out of");
    styles.test = (module, context) => inlined(module, context) && !LAZY_CSS.test(module.identifier());
  }
  actions.replaceWebpackConfig(config);
};

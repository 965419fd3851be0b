import type { GatsbyNode } from "gatsby";
import { itemPagePaths } from "../src/lib/navigation";
import { siteData } from "./siteData";

/** Side panels link /career in lowercase while the menu links /Career: both must open the page.
 * On a case-sensitive host they are two addresses, so the page is written under both. */
const ALIASES: Record<string, string> = { "/Career": "/career" };

/** Marks the pages the sitemap leaves out (gatsby-config.ts): a lowercase alias (canonicalPath
 * names the page it copies) and an item page, which shows nothing without its ?id=. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (itemPagePaths(siteData().nav).includes(page.path) && !page.context?.itemPage) {
    actions.deletePage(page);
    actions.createPage({ ...page, context: { ...page.context, itemPage: true } });
    return;
  }
  const alias = ALIASES[page.path];
  if (alias) actions.createPage({ ...page, path: alias, context: { ...page.context, canonicalPath: page.path } });
};

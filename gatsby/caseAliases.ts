import type { GatsbyNode } from "gatsby";

/** Side panels link /career in lowercase while the menu links /Career: both must open the page.
 * On a case-sensitive host they are two addresses, so the page is written under both. */
const ALIASES: Record<string, string> = { "/Career": "/career" };

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const alias = ALIASES[page.path];
  if (alias) actions.createPage({ ...page, path: alias, context: { ...page.context, canonicalPath: page.path } });
};

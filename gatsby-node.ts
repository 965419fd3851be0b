import type { GatsbyNode } from "gatsby";
import { loadSiteData } from "./gatsby/siteData";

export { createSchemaCustomization } from "./gatsby/schema";
export { sourceNodes } from "./gatsby/sourceNodes";
export { onCreateNode } from "./gatsby/pagePath";
export { createPages } from "./gatsby/createPages";
export { onCreatePage } from "./gatsby/onCreatePage";
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
export { onPostBuild } from "./gatsby/postBuild";

/** The data files are read and checked before anything else, so a mistyped line stops the build
 * with one message naming the file, the entry and the field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    loadSiteData();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

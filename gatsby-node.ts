import type { GatsbyNode } from "gatsby";
import { loadAllData } from "./gatsby/loadSiteData";

export { createSchemaCustomization } from "./gatsby/schema";
export { onCreateNode } from "./gatsby/pagePath";
export { createPages } from "./gatsby/createPages";
export { onCreatePage } from "./gatsby/caseAliases";
export { onPostBuild } from "./gatsby/postBuild";

/** The data files are checked before anything else, so a mistyped line stops the build with
 * one message naming the file, the entry and the field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    loadAllData();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

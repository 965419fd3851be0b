import type { GatsbyNode } from "gatsby";
import { siteData } from "./siteData";

/** The school code the content-service client puts in every path comes from site.yaml, through a
 * constant fixed at build time (declared in src/types/buildConstants.d.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ __SCHOOL_CODE__: JSON.stringify(siteData().site.schoolCode) })] });
};

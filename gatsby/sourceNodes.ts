import type { GatsbyNode } from "gatsby";
import { siteData } from "./siteData";

/** The checked site.yaml and navigation.yaml as nodes: what the frame's query reads is the data the
 * build checked, not a second, unchecked reading of the files. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const { site, nav } = siteData();
  for (const [type, content] of [["SiteYaml", site], ["NavigationYaml", nav]] as const) {
    actions.createNode({
      ...content,
      id: createNodeId(type),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(content) },
    });
  }
};

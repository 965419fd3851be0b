import type { GatsbyNode, SourceNodesArgs } from "gatsby";
import type { SiteDataFiles } from "../src/lib/data/readDataFiles";
import { DATA_NODE_TYPES } from "./dataNodes";
import { siteData } from "./siteData";
import { watchDataFiles } from "./watchDataFiles";

/** Makes the data files' nodes from the checked data, and removes those a changed file no longer
 * holds (a fee group taken out). */
function createDataNodes(
  { actions, createNodeId, createContentDigest, getNodesByType }: SourceNodesArgs,
  data: SiteDataFiles,
): void {
  for (const { type, nodes } of DATA_NODE_TYPES) {
    const made = new Set<string>();
    for (const { key, content } of nodes(data)) {
      const id = createNodeId(`${type}-${key}`);
      made.add(id);
      actions.createNode({
        ...content,
        id,
        parent: null,
        children: [],
        internal: { type, contentDigest: createContentDigest(content) },
      });
    }
    for (const node of getNodesByType(type)) if (!made.has(node.id)) actions.deleteNode(node);
  }
}

/** The checked data files as nodes (gatsby/dataNodes.ts): what the pages' queries read is the data
 * the build checked, not a second, unchecked reading of the files. The development server watches
 * the files and remakes the nodes, so a changed fee shows at once, as a changed page does. */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  createDataNodes(args, siteData());
  if (process.env.gatsby_executing_command === "develop")
    watchDataFiles(args.reporter, (data) => createDataNodes(args, data));
};

import type { GatsbyNode } from "gatsby";
import { pageRoute } from "../src/lib/pageRoute";

/** Each Markdown page gets its route (src/lib/pageRoute.ts). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as { sourceInstanceName?: string; relativePath?: string } | undefined;
  if (file?.sourceInstanceName !== "pages" || !file.relativePath) return;
  actions.createNodeField({ node, name: "path", value: pageRoute(file.relativePath.replace(/\.md$/, "")) });
};

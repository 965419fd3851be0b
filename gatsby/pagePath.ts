import type { GatsbyNode } from "gatsby";

/** A Markdown page's route is its file name under content/pages, as written (case kept). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as { sourceInstanceName?: string; relativePath?: string } | undefined;
  if (file?.sourceInstanceName !== "pages" || !file.relativePath) return;
  const name = file.relativePath.replace(/\.md$/, "");
  actions.createNodeField({ node, name: "path", value: name === "index" ? "/" : `/${name}` });
};

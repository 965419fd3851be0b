import path from "path";
import type { GatsbyNode } from "gatsby";
import { checkData } from "../src/lib/data/dataError";
import { frontmatterSchema, type PageTemplate } from "../src/lib/data/pageSchema";
import { markdownPageContext } from "../src/lib/pageContext";
import { isListed } from "../src/lib/data/pageFiles";
import { staticFileSize } from "../src/lib/data/staticFiles";
import { documentSizes } from "./documents";
import { siteData } from "./siteData";

const TEMPLATES: Record<PageTemplate, string> = {
  content: path.resolve("src/templates/ContentPage.tsx"),
  hub: path.resolve("src/templates/HubPage.tsx"),
};

interface FileNode {
  sourceInstanceName: string;
  relativePath: string;
}

/** One page per Markdown file, its frontmatter checked. A file whose route is missing from
 * navigation.yaml, or whose blocks point at missing data or files, stops the build with a message
 * naming it: otherwise the page would ship broken. */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter, getNode, getNodesByType }) => {
  const data = siteData();
  const files = getNodesByType("File") as unknown as FileNode[];
  const env = {
    fees: data.fees,
    pictures: new Set(files.filter((f) => f.sourceInstanceName === "images").map((f) => f.relativePath)),
    documentSize: (address: string) => documentSizes()[address] ?? staticFileSize(process.cwd(), address),
  };
  for (const node of getNodesByType("MarkdownRemark")) {
    const source = node.parent ? (getNode(node.parent) as unknown as FileNode | undefined) : undefined;
    const file = `content/pages/${source?.relativePath ?? "?"}`;
    const pagePath = (node.fields as { path: string }).path;
    if (!isListed(data.nav, pagePath)) {
      reporter.panicOnBuild(
        `${file}: the route ${pagePath} is not in content/data/navigation.yaml; add an entry for it there`,
      );
      continue;
    }
    try {
      const frontmatter = checkData(file, frontmatterSchema, node.frontmatter);
      actions.createPage({
        path: pagePath,
        component: TEMPLATES[frontmatter.template],
        context: markdownPageContext(file, { id: node.id, pagePath, frontmatter }, env),
      });
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
    }
  }
};

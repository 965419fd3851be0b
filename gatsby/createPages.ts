import path from "path";
import type { GatsbyNode } from "gatsby";
import { allPaths } from "../src/lib/navigation";
import { normalizePath } from "../src/lib/paths";
import { loadNavigation } from "./loadSiteData";

const TEMPLATES = {
  content: path.resolve("src/templates/ContentPage.tsx"),
  hub: path.resolve("src/templates/HubPage.tsx"),
} as const;

interface PagesQuery {
  allMarkdownRemark: {
    nodes: {
      id: string;
      fields: { path: string };
      frontmatter: { template: string | null };
      parent: { relativePath: string } | null;
    }[];
  };
}

/** One page per Markdown file. A file whose route is missing from navigation.yaml, or that names an
 * unknown template, stops the build: otherwise the page would have no breadcrumb or side menu. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query MarkdownPages {
      allMarkdownRemark {
        nodes {
          id
          fields { path }
          frontmatter { template }
          parent { ... on File { relativePath } }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the Markdown pages", result.errors);
    return;
  }
  const known = new Set(allPaths(loadNavigation()));
  for (const page of result.data.allMarkdownRemark.nodes) {
    const file = `content/pages/${page.parent?.relativePath ?? "?"}`;
    const template = (page.frontmatter.template ?? "content") as keyof typeof TEMPLATES;
    if (!(template in TEMPLATES)) {
      reporter.panicOnBuild(`${file}: field "template" must be one of: ${Object.keys(TEMPLATES).join(", ")}`);
      continue;
    }
    if (!known.has(normalizePath(page.fields.path))) {
      reporter.panicOnBuild(
        `${file}: the route ${page.fields.path} is not in content/data/navigation.yaml; add an entry for it there`,
      );
      continue;
    }
    actions.createPage({
      path: page.fields.path,
      component: TEMPLATES[template],
      context: { id: page.id, pagePath: page.fields.path },
    });
  }
};

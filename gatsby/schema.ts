import type { GatsbyNode } from "gatsby";
import { navigationSchema } from "../src/lib/data/navigationSchema";
import { siteSchema } from "../src/lib/data/siteSchema";
import { graphqlTypeDefs } from "./graphqlTypes";

/** The checked site.yaml and navigation.yaml (gatsby/sourceNodes.ts) with types made from their
 * schemas. A page's frontmatter is checked by the build and handed to its template in the page
 * context, so GraphQL keeps it as it was written. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs("SiteYaml", siteSchema));
  actions.createTypes(graphqlTypeDefs("NavigationYaml", navigationSchema));
  actions.createTypes(`
    type MarkdownRemark implements Node {
      "As written; the build checks it (src/lib/data/pageSchema.ts) and hands the checked copy to the template."
      frontmatter: JSON
      fields: MarkdownFields!
    }

    type MarkdownFields {
      "The route of the page, taken from the file's name: content/pages/about-us.md is /about-us."
      path: String!
    }
  `);
};

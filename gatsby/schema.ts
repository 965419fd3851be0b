import type { GatsbyNode } from "gatsby";
import { DATA_NODE_TYPES } from "./dataNodes";
import { graphqlTypeDefs } from "./graphqlTypes";

/** The data files' node types (gatsby/dataNodes.ts), made from their schemas. A page's frontmatter
 * is checked by the build and handed to its template in the page context, so GraphQL keeps it as
 * it was written. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const { type, schema, links } of DATA_NODE_TYPES) actions.createTypes(graphqlTypeDefs(type, schema, links));
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

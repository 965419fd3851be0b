import type { GatsbyConfig } from "gatsby";

interface SitemapData {
  siteYaml: { siteUrl: string };
  allSitePage: { nodes: { path: string; pageContext: { itemPage?: boolean; canonicalPath?: string } | null }[] };
}

const config: GatsbyConfig = {
  // Routes are written without a trailing slash (SPEC §2); the server answers both forms.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  // The generated types are committed, so `tsc` works on a fresh clone before any build.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-transformer-remark",
      options: { excerpt_separator: "<!-- end -->" },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${process.cwd()}/content/pages` } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${process.cwd()}/content/images` } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The address and the pages' marks come from the checked data (gatsby/onCreatePage.ts):
        // item pages show nothing without their ?id=, and /career copies /Career.
        query: "{ siteYaml { siteUrl } allSitePage { nodes { path pageContext } } }",
        resolveSiteUrl: (data: SitemapData) => data.siteYaml.siteUrl,
        resolvePages: (data: SitemapData) =>
          data.allSitePage.nodes.filter(({ pageContext }) => !pageContext?.itemPage && !pageContext?.canonicalPath),
        excludes: ["/404", "/404.html", "/dev-404-page"],
      },
    },
  ],
};

export default config;

import type { GatsbyConfig } from "gatsby";
import { loadNavigation, loadSite } from "./gatsby/loadSiteData";
import { itemPagePaths } from "./src/lib/navigation";

const site = loadSite();

const yamlTypeName = (fileName: string) =>
  `${fileName.replace(/(^|[-_ ])(\w)/g, (_m: string, _s: string, c: string) => c.toUpperCase())}Yaml`;

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // Routes are written without a trailing slash (SPEC §2); the server answers both forms.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: false },
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // One node per data file, named after it: site.yaml is SiteYaml, fees.yaml is FeesYaml.
      resolve: "gatsby-transformer-yaml",
      options: { typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name) },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: { excerpt_separator: "<!-- end -->" },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${process.cwd()}/content/pages` } },
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${process.cwd()}/content/data` } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${process.cwd()}/content/images` } },
    {
      resolve: "gatsby-plugin-sitemap",
      // /career is the lowercase copy of /Career; item pages show nothing without their ?id=.
      options: { excludes: ["/404", "/404.html", "/dev-404-page", "/career", ...itemPagePaths(loadNavigation())] },
    },
  ],
};

export default config;

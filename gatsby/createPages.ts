import { existsSync, statSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import type { BlockContext } from "../src/client/types";
import { EXTERNAL_LINK_KEYS } from "../src/lib/siteDataValidation";
import { allPaths } from "../src/lib/navigation";
import { checkBlocks, type BlockSpec } from "../src/lib/pageBlocks";
import { normalizePath } from "../src/lib/paths";
import { loadAllData } from "./loadSiteData";

const TEMPLATES = {
  content: path.resolve("src/templates/ContentPage.tsx"),
  hub: path.resolve("src/templates/HubPage.tsx"),
} as const;

interface PagesQuery {
  allMarkdownRemark: {
    nodes: {
      id: string;
      fields: { path: string };
      frontmatter: { template: string | null; blocks: BlockSpec[] | null };
      parent: { relativePath: string } | null;
    }[];
  };
}

function staticFileSize(sitePath: string): number | null {
  const file = path.resolve("static", `.${sitePath}`);
  if (!file.startsWith(path.resolve("static")) || !existsSync(file)) return null;
  const stat = statSync(file);
  return stat.isFile() ? stat.size : null;
}

/** One page per Markdown file. A file whose route is missing from navigation.yaml, that names an
 * unknown template, or whose blocks point at missing data or files stops the build with a message
 * naming it: otherwise the page would ship broken. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query MarkdownPages {
      allMarkdownRemark {
        nodes {
          id
          fields { path }
          frontmatter {
            template
            blocks {
              type
              group
              file
              image { id }
              link
              alt
              images { alt file { id } }
              items { title alt file { id } }
              files { title file }
            }
          }
          parent { ... on File { relativePath } }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the Markdown pages", result.errors);
    return;
  }
  const data = loadAllData();
  const known = new Set(allPaths(data.nav));
  const { fees } = data;
  const shared = { session: fees.session, registration: fees.registration, transportMonthly: fees.transportMonthly, notes: fees.notes };
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
    const blocks = page.frontmatter.blocks ?? [];
    let context: BlockContext;
    try {
      const fileSizes = checkBlocks(file, blocks, {
        feeGroups: fees.groups.map((group) => group.key),
        linkKeys: EXTERNAL_LINK_KEYS,
        staticFileSize,
      });
      // Each page carries only the data its blocks show.
      const types = new Set(blocks.map((block) => block.type));
      const feeBlock = blocks.find((block) => block.type === "feeTable");
      const group = fees.groups.find((g) => g.key === feeBlock?.group);
      context = {
        fileSizes,
        ...(group ? { fees: { group, ...shared } } : {}),
        ...(types.has("hostelFees") ? { hostel: { ...fees.hostel, session: fees.session, notes: fees.notes } } : {}),
        ...(types.has("uniform") ? { uniform: data.uniform } : {}),
        ...(types.has("admissionCriteria") ? { admission: data.admission } : {}),
      };
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      continue;
    }
    actions.createPage({
      path: page.fields.path,
      component: TEMPLATES[template],
      context: { id: page.id, pagePath: page.fields.path, ...context },
    });
  }
};

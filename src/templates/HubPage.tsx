import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HubCards } from "../components/content/HubCards";
import { MarkdownBody } from "../components/content/MarkdownBody";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead } from "../components/layout/PageHead";
import { useSiteData } from "../hooks/useSiteData";
import { hubCards, summariesByPath } from "../lib/navigation";
import type { MarkdownPageContext } from "../lib/pageContext";

/** A section's hub: its text, then a card for each page of the section (navigation.yaml). */
export default function HubPage({ data, pageContext }: PageProps<Queries.HubPageQuery, MarkdownPageContext>) {
  const { frontmatter, pagePath } = pageContext;
  const { nav } = useSiteData();
  const { menu = [], more = [] } = data.navigationYaml ?? {};
  const summaries = summariesByPath([...menu, ...more]);
  return (
    <PageFrame path={pagePath} title={frontmatter.title}>
      <MarkdownBody html={data.markdownRemark?.html ?? ""} />
      <HubCards cards={hubCards(nav, pagePath, summaries)} />
    </PageFrame>
  );
}

export function Head({ pageContext: { frontmatter, pagePath } }: HeadProps<Queries.HubPageQuery, MarkdownPageContext>) {
  return (
    <PageHead
      path={pagePath}
      title={frontmatter.title}
      description={frontmatter.description}
      keywords={frontmatter.keywords}
    />
  );
}

// The cards' summaries are read here, by the hub pages alone: the structure every page reads
// (useSiteData) leaves them out, and with them about a fifth of its bytes.
export const query = graphql`
  fragment HubCardEntries on NavItemYaml {
    path
    summary
    children {
      path
      summary
      children {
        path
        summary
        children {
          path
          summary
        }
      }
    }
  }
  query HubPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
    }
    navigationYaml {
      menu {
        ...HubCardEntries
      }
      more {
        children {
          ...HubCardEntries
        }
      }
    }
  }
`;

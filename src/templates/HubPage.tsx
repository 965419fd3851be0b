import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HubCards } from "../components/content/HubCards";
import { MarkdownBody } from "../components/content/MarkdownBody";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead } from "../components/layout/PageHead";
import { useSiteData } from "../hooks/useSiteData";
import { hubCards } from "../lib/navigation";
import type { MarkdownPageContext } from "../lib/pageContext";

/** A section's hub: its text, then a card for each page of the section (navigation.yaml). */
export default function HubPage({ data, pageContext }: PageProps<Queries.HubPageQuery, MarkdownPageContext>) {
  const { frontmatter, pagePath } = pageContext;
  const { nav } = useSiteData();
  return (
    <PageFrame path={pagePath} title={frontmatter.title}>
      <MarkdownBody html={data.markdownRemark?.html ?? ""} />
      <HubCards cards={hubCards(nav, pagePath)} />
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

export const query = graphql`
  query HubPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
    }
  }
`;

import { graphql, type PageProps } from "gatsby";
import { HubCards } from "../components/content/HubCards";
import { MarkdownBody } from "../components/content/MarkdownBody";
import { PageFrame } from "../components/layout/PageFrame";
import { useSiteData } from "../hooks/useSiteData";
import { hubCards } from "../lib/navigation";
import type { MarkdownPageContext } from "../lib/pageContext";

/** A section's hub: its text, then a card for each page of the section (navigation.yaml). */
export default function HubPage({ data, pageContext }: PageProps<Queries.HubPageQuery, MarkdownPageContext>) {
  const { frontmatter, pagePath } = pageContext;
  const { nav } = useSiteData();
  return (
    <PageFrame path={pagePath} title={frontmatter.title} description={frontmatter.description} keywords={frontmatter.keywords}>
      <MarkdownBody html={data.markdownRemark?.html ?? ""} />
      <HubCards cards={hubCards(nav, pagePath)} />
    </PageFrame>
  );
}

export const query = graphql`
  query HubPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
    }
  }
`;

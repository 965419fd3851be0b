import { graphql, type PageProps } from "gatsby";
import { PageFrame } from "../components/layout/PageFrame";
import { MarkdownBody } from "../components/content/MarkdownBody";
import { HubCards } from "../components/content/HubCards";
import { useSiteData } from "../hooks/useSiteData";
import { hubCards } from "../lib/navigation";

interface Data {
  markdownRemark: {
    html: string;
    frontmatter: { title: string; description: string; keywords: string[] | null };
  };
}

export default function HubPage({ data, pageContext }: PageProps<Data, { pagePath: string }>) {
  const { html, frontmatter } = data.markdownRemark;
  const { nav } = useSiteData();
  return (
    <PageFrame
      path={pageContext.pagePath}
      title={frontmatter.title}
      description={frontmatter.description}
      keywords={frontmatter.keywords}
    >
      <MarkdownBody html={html} />
      <HubCards cards={hubCards(nav, pageContext.pagePath)} />
    </PageFrame>
  );
}

export const query = graphql`
  query HubPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        keywords
      }
    }
  }
`;

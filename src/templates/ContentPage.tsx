import { graphql, type PageProps } from "gatsby";
import { PageFrame } from "../components/layout/PageFrame";
import { MarkdownBody } from "../components/content/MarkdownBody";

interface Data {
  markdownRemark: {
    html: string;
    frontmatter: { title: string; description: string; keywords: string[] | null };
  };
}

export default function ContentPage({ data, pageContext }: PageProps<Data, { pagePath: string }>) {
  const { html, frontmatter } = data.markdownRemark;
  return (
    <PageFrame
      path={pageContext.pagePath}
      title={frontmatter.title}
      description={frontmatter.description}
      keywords={frontmatter.keywords}
    >
      <MarkdownBody html={html} />
    </PageFrame>
  );
}

export const query = graphql`
  query ContentPage($id: String!) {
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

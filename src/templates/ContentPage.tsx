import { graphql, type PageProps } from "gatsby";
import { PageFrame } from "../components/layout/PageFrame";
import { MarkdownBody } from "../components/content/MarkdownBody";
import { Blocks } from "../components/blocks/Blocks";
import type { PageBlockData } from "../components/blocks/blockTypes";
import type { BlockContext } from "../client/types";

interface Data {
  markdownRemark: {
    html: string;
    frontmatter: {
      title: string;
      description: string;
      keywords: string[] | null;
      blocks: PageBlockData[] | null;
    };
  };
}

export default function ContentPage({ data, pageContext }: PageProps<Data, BlockContext & { pagePath: string }>) {
  const { html, frontmatter } = data.markdownRemark;
  return (
    <PageFrame
      path={pageContext.pagePath}
      title={frontmatter.title}
      description={frontmatter.description}
      keywords={frontmatter.keywords}
    >
      <MarkdownBody html={html} />
      <Blocks blocks={frontmatter.blocks ?? []} context={pageContext} pageTitle={frontmatter.title} />
    </PageFrame>
  );
}

export const query = graphql`
  fragment BlockImage on File {
    childImageSharp {
      thumb: gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      full: gatsbyImageData(width: 1600, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
    }
  }
  query ContentPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        keywords
        blocks {
          type
          group
          file
          image { ...BlockImage }
          alt
          title
          link
          images { alt file { ...BlockImage } }
          items { title text alt file { ...BlockImage } }
          files { title file }
        }
      }
    }
  }
`;

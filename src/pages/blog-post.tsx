import { PageFrame } from "../components/layout/PageFrame";

export default function BlogPostPage() {
  return (
    <PageFrame path="/blog-post" title="Blog" description="Articles from the school community.">
      <p>Articles by the school community will be listed here, newest first.</p>
    </PageFrame>
  );
}

import { PageFrame } from "../components/layout/PageFrame";

export default function BlogInnerPage() {
  return (
    <PageFrame path="/blog-inner" title="Blog Post" description="An article from the school blog.">
      <p>The blog article you chose will be shown here.</p>
    </PageFrame>
  );
}

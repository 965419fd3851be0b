import { PageFrame } from "../components/layout/PageFrame";

export default function NewsPage() {
  return (
    <PageFrame path="/news" title="News" description="The latest news from the school.">
      <p>The school's news will be listed here, newest first, with filters by year, month and text.</p>
    </PageFrame>
  );
}

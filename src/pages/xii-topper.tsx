import { PageFrame } from "../components/layout/PageFrame";

export default function XiiTopperPage() {
  return (
    <PageFrame path="/xii-topper" title="Class XII Toppers" description="Class XII toppers of the school, session by session.">
      <p>The school's Class XII toppers will be listed here by session, with their streams and scores.</p>
    </PageFrame>
  );
}

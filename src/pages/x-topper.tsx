import { PageFrame } from "../components/layout/PageFrame";

export default function XTopperPage() {
  return (
    <PageFrame path="/x-topper" title="Class X Toppers" description="Class X toppers of the school, session by session.">
      <p>The school's Class X toppers will be listed here by session, with their scores.</p>
    </PageFrame>
  );
}

import { PageFrame } from "../components/layout/PageFrame";

export default function CareercounselingPage() {
  return (
    <PageFrame path="/careercounseling" title="Career Counselling" description="Career counselling notices for students and parents.">
      <p>Career counselling notices will be listed here as documents you can open or download.</p>
    </PageFrame>
  );
}

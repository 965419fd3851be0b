import { PageFrame } from "../components/layout/PageFrame";

export default function CareerPage() {
  return (
    <PageFrame path="/Career" title="Career" description="Work with us: apply for a teaching or staff position.">
      <p>Teachers and staff will be able to apply for a position at the school here.</p>
    </PageFrame>
  );
}

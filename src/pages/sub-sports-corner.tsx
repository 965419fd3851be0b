import { PageFrame } from "../components/layout/PageFrame";

export default function SubSportsCornerPage() {
  return (
    <PageFrame path="/sub-sports-corner" title="Sports Corner" description="Photos of a school sports event.">
      <p>The date, description and photos of the sports event you chose will be shown here.</p>
    </PageFrame>
  );
}

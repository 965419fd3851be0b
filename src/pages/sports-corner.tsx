import { PageFrame } from "../components/layout/PageFrame";

export default function SportsCornerPage() {
  return (
    <PageFrame path="/sports-corner" title="Sports Corner" description="Sports at the school, with photos.">
      <p>Sports events and achievements will be listed here with their photos, filterable by year and month.</p>
    </PageFrame>
  );
}

import { PageFrame } from "../components/layout/PageFrame";

export default function EventsPage() {
  return (
    <PageFrame path="/events" title="Events" description="Upcoming events at the school.">
      <p>Upcoming school events will be listed here with their dates, times and venues.</p>
    </PageFrame>
  );
}

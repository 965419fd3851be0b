import { PageFrame } from "../components/layout/PageFrame";

export default function RecentActivitiesPage() {
  return (
    <PageFrame path="/recent-activities" title="Recent Activities" description="Recent activities at the school, with photos.">
      <p>Recent school activities will be listed here with their photos, filterable by year and month.</p>
    </PageFrame>
  );
}

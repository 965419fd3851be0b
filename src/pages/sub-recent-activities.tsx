import { PageFrame } from "../components/layout/PageFrame";

export default function SubRecentActivitiesPage() {
  return (
    <PageFrame path="/sub-recent-activities" title="Recent Activities" description="Photos of a recent school activity.">
      <p>The date, description and photos of the activity you chose will be shown here.</p>
    </PageFrame>
  );
}

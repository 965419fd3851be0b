import { ActivityListPage } from "../components/lists/ActivityListPage";

export default function RecentActivitiesPage() {
  return (
    <ActivityListPage
      path="/recent-activities"
      title="Recent Activities"
      description="Recent activities at the school, with photos, by year and month."
      category="RecentActivities"
      detailPath="/sub-recent-activities"
    />
  );
}

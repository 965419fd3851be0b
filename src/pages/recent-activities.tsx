import { ActivityListHead, ActivityListPage } from "../components/lists/ActivityListPage";
import type { PageMeta } from "../components/layout/PageHead";

const page: PageMeta = {
  path: "/recent-activities",
  title: "Recent Activities",
  description: "Recent activities at the school, with photos, by year and month.",
};

export default function RecentActivitiesPage() {
  return <ActivityListPage page={page} category="RecentActivities" detailPath="/sub-recent-activities" />;
}

export const Head = () => <ActivityListHead page={page} />;

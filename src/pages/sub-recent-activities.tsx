import { ActivityDetailPage } from "../components/lists/ActivityDetailPage";

export default function RecentActivityPage() {
  return (
    <ActivityDetailPage
      path="/sub-recent-activities"
      title="Recent Activities"
      listPath="/recent-activities"
      listTitle="Recent Activities"
    />
  );
}

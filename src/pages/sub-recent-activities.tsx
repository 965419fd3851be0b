import { ActivityDetailHead, ActivityDetailPage } from "../components/lists/ActivityDetailPage";

const page = {
  path: "/sub-recent-activities",
  title: "Recent Activities",
  listPath: "/recent-activities",
  listTitle: "Recent Activities",
};

export default function RecentActivityPage() {
  return <ActivityDetailPage {...page} />;
}

export const Head = () => <ActivityDetailHead {...page} />;

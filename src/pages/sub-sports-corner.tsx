import { ActivityDetailHead, ActivityDetailPage } from "../components/lists/ActivityDetailPage";

const page = {
  path: "/sub-sports-corner",
  title: "Sports Corner",
  listPath: "/sports-corner",
  listTitle: "Sports Corner",
};

export default function SportsCornerItemPage() {
  return <ActivityDetailPage {...page} />;
}

export const Head = () => <ActivityDetailHead {...page} />;

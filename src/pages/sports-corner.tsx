import { ActivityListHead, ActivityListPage } from "../components/lists/ActivityListPage";
import type { PageMeta } from "../components/layout/PageHead";
import { DirectorMessage } from "../components/lists/DirectorMessage";

const page: PageMeta = {
  path: "/sports-corner",
  title: "Sports Corner",
  description: "Sports events and achievements at the school, with photos.",
};

export default function SportsCornerPage() {
  return (
    <ActivityListPage
      page={page}
      category="SportsCorner"
      detailPath="/sub-sports-corner"
      placeholderMessage={<DirectorMessage />}
    />
  );
}

export const Head = () => <ActivityListHead page={page} />;

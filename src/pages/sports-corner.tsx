import { ActivityListPage } from "../components/lists/ActivityListPage";
import { DirectorMessage } from "../components/lists/DirectorMessage";

export default function SportsCornerPage() {
  return (
    <ActivityListPage
      path="/sports-corner"
      title="Sports Corner"
      description="Sports events and achievements at the school, with photos."
      category="SportsCorner"
      detailPath="/sub-sports-corner"
      placeholderMessage={<DirectorMessage />}
    />
  );
}

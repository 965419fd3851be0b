import { ActivityDetailPage } from "../components/lists/ActivityDetailPage";

export default function SportsCornerItemPage() {
  return (
    <ActivityDetailPage path="/sub-sports-corner" title="Sports Corner" listPath="/sports-corner" listTitle="Sports Corner" />
  );
}

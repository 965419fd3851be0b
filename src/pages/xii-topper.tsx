import { ToppersPage } from "../components/lists/ToppersPage";

export default function ClassXIIToppersPage() {
  return <ToppersPage className="XII" path="/xii-topper" title="Class XII Toppers" />;
}

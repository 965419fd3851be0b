import { ToppersPage } from "../components/lists/ToppersPage";

export default function ClassXToppersPage() {
  return <ToppersPage className="X" path="/x-topper" title="Class X Toppers" />;
}

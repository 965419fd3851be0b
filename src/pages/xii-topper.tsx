import { ToppersHead, ToppersPage } from "../components/lists/ToppersPage";

const page = { path: "/xii-topper", title: "Class XII Toppers" };

export default function ClassXIIToppersPage() {
  return <ToppersPage className="XII" {...page} />;
}

export const Head = () => <ToppersHead {...page} />;

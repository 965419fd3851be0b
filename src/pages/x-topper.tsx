import { ToppersHead, ToppersPage } from "../components/lists/ToppersPage";

const page = { path: "/x-topper", title: "Class X Toppers" };

export default function ClassXToppersPage() {
  return <ToppersPage className="X" {...page} />;
}

export const Head = () => <ToppersHead {...page} />;

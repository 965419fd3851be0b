import { fetchToppers } from "../../client/content";
import type { TopperClass } from "@school/contract/categories";
import { useRemoteList } from "../../hooks/useRemoteList";
import { sampleToppers } from "../../lib/placeholders";
import { homeToppers } from "../../lib/toppers";
import { Carousel } from "../carousel/Carousel";
import { HomeSection } from "./HomeSection";
import { TopperCard } from "./TopperCard";

const CLASSES: { className: TopperClass; title: string; to: string }[] = [
  { className: "X", title: "Class X toppers", to: "/x-topper" },
  { className: "XII", title: "Class XII toppers", to: "/xii-topper" },
];

/** Both toppers carousels, from one request. They do not move on their own (SPEC §4). */
export function HomeToppers() {
  const state = useRemoteList(fetchToppers, "toppers");
  return (
    <>
      {CLASSES.map(({ className, title, to }) => {
        const ofClass = state.status === "ready" ? homeToppers(state.items, className) : [];
        const items = ofClass.length ? ofClass : sampleToppers(className);
        return (
          <HomeSection
            key={className}
            id={`toppers-${className}`}
            title={title}
            more={{ to, label: `All ${title}` }}
            busy={state.status === "loading"}
          >
            <Carousel
              name="toppers"
              label={title}
              items={items.map((t) => ({ key: t.id, node: <TopperCard topper={t} showSession /> }))}
            />
          </HomeSection>
        );
      })}
    </>
  );
}

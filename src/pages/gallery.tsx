import { fetchPhotoGalleries, PRELOADABLE } from "../client/content";
import { GalleryCard } from "../components/home/GalleryCard";
import { EmptyState, LoadingState } from "../components/lists/LoadingState";
import { ServiceSlot } from "../components/lists/ServiceSlot";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { useRemoteList } from "../hooks/useRemoteList";
import { sortNewestFirst } from "../lib/listFilters";
import "../components/lists/lists.css";

const page: PageMeta = {
  path: "/gallery",
  title: "Gallery",
  description: "Photo galleries of school life, by category.",
  preload: [PRELOADABLE.photoGalleries],
};

export default function GalleryPage() {
  const state = useRemoteList(fetchPhotoGalleries, "the photo gallery");
  return (
    <PageFrame {...page}>
      <ServiceSlot>
        {state.status === "loading" ? (
          <LoadingState />
        ) : state.status === "ready" ? (
          <ul className="card-grid">
            {sortNewestFirst(state.items, (item) => item.date).map((item) => (
              <li key={item.id}>
                <GalleryCard item={item} linked />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text="No photo galleries to show at the moment. Please look again soon." />
        )}
      </ServiceSlot>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;

import { fetchPhotoGalleries, PRELOADABLE } from "../client/content";
import { GalleryCard } from "../components/home/GalleryCard";
import { EmptyState, LoadingState } from "../components/lists/LoadingState";
import { PageFrame } from "../components/layout/PageFrame";
import { useRemoteList } from "../hooks/useRemoteList";
import { sortNewestFirst } from "../lib/listFilters";

export default function GalleryPage() {
  const state = useRemoteList(fetchPhotoGalleries, "the photo gallery");
  return (
    <PageFrame path="/gallery" preload={[PRELOADABLE.photoGalleries]} title="Gallery" description="Photo galleries of school life, by category.">
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
    </PageFrame>
  );
}

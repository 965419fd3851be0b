import type { ReactNode } from "react";
import { fetchAllGalleryItems, PRELOADABLE } from "../../client/content";
import type { ApiResult } from "../../client/result";
import type { GalleryCategory } from "@school/contract/categories";
import type { GalleryItem } from "@school/contract/entities/galleryRead";
import { useFilteredList } from "../../hooks/useFilteredList";
import { PageFrame } from "../layout/PageFrame";
import { PageHead, type PageMeta } from "../layout/PageHead";
import { ActivityCard, PlaceholderActivityCard } from "./ActivityCard";
import { FilteredListView } from "./FilteredListView";
import "./lists.css";

interface ActivityListPageProps {
  page: PageMeta;
  category: GalleryCategory;
  detailPath: string;
  placeholderMessage?: ReactNode;
}

const byCategory = (category: GalleryCategory) => async (): Promise<ApiResult<GalleryItem[]>> => {
  const result = await fetchAllGalleryItems();
  return result.ok ? { ok: true, data: result.data.filter((item) => item.category === category) } : result;
};

/** Recent Activities and Sports Corner (SPEC §2): filter bar, cards, and one placeholder card
 * when nothing matches. The year starts at the current calendar year. */
export function ActivityListPage({ page, category, detailPath, placeholderMessage }: ActivityListPageProps) {
  const list = useFilteredList({
    load: byCategory(category),
    what: page.title,
    dateOf: (item: GalleryItem) => item.date,
    textsOf: (item: GalleryItem) => [item.title],
    defaultYear: (_items, today) => String(today.getFullYear()),
  });
  return (
    <PageFrame {...page}>
      <FilteredListView
        list={list}
        countLabel="Total Categories"
        searchPlaceholder="Search Here.."
        empty={
          <div className="activity-grid">
            <PlaceholderActivityCard message={placeholderMessage} />
          </div>
        }
      >
        {(items) => (
          <div className="activity-grid">
            {items.map((item) => (
              <ActivityCard key={item.id} item={item} detailPath={detailPath} />
            ))}
          </div>
        )}
      </FilteredListView>
    </PageFrame>
  );
}

/** The head of an activity list: it asks for every gallery item at once. */
export function ActivityListHead({ page }: { page: PageMeta }) {
  return <PageHead {...page} preload={[PRELOADABLE.allGalleryItems]} />;
}

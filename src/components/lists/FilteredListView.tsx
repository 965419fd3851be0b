import type { ReactNode } from "react";
import type { FilteredList } from "../../hooks/useFilteredList";
import { FilterBar } from "./FilterBar";
import { LoadingState } from "./LoadingState";

interface FilteredListViewProps<T> {
  list: FilteredList<T>;
  countLabel: string;
  searchPlaceholder: string;
  /** Shown when no item matches the filters. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A list page's body: Loading... until the list is in, then the filter bar and the matches. */
export function FilteredListView<T>({ list, countLabel, searchPlaceholder, empty, children }: FilteredListViewProps<T>) {
  if (!list.filter) return <LoadingState />;
  return (
    <>
      <FilterBar
        filter={list.filter}
        years={list.years}
        months={list.months}
        onChange={list.setFilter}
        countLabel={countLabel}
        count={list.shown.length}
        searchPlaceholder={searchPlaceholder}
      />
      {list.shown.length ? children(list.shown) : empty}
    </>
  );
}

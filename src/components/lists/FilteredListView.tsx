import type { ReactNode } from "react";
import type { FilteredList } from "../../hooks/useFilteredList";
import { listFilterSummary } from "../../lib/filterSummary";
import { FilterBar } from "./FilterBar";
import { LoadingState } from "./LoadingState";
import { ServiceSlot } from "./ServiceSlot";

interface FilteredListViewProps<T> {
  list: FilteredList<T>;
  countLabel: string;
  searchPlaceholder: string;
  /** Shown when no item matches the filters. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A list page's body: Loading... until the list is in, then the filter bar and the matches. */
export function FilteredListView<T>({
  list,
  countLabel,
  searchPlaceholder,
  empty,
  children,
}: FilteredListViewProps<T>) {
  if (!list.filter)
    return (
      <ServiceSlot>
        <LoadingState />
      </ServiceSlot>
    );
  return (
    <ServiceSlot>
      <FilterBar
        count={{ label: countLabel, value: list.shown.length }}
        summary={listFilterSummary(list.filter)}
        selects={[
          {
            label: "Select Year",
            value: list.filter.year,
            options: list.years,
            onChange: (year) => list.setFilter({ year }),
          },
          {
            label: "Select Month",
            value: list.filter.month,
            options: list.months,
            onChange: (month) => list.setFilter({ month }),
          },
        ]}
        search={{
          value: list.filter.search,
          placeholder: searchPlaceholder,
          onChange: (search) => list.setFilter({ search }),
        }}
      />
      {list.shown.length ? children(list.shown) : empty}
    </ServiceSlot>
  );
}

import type { ApiResult } from "../client/result";
import {
  ALL,
  applyFilter,
  chosenOption,
  monthOptions,
  yearOptions,
  type ListFilter,
  type ListOrder,
} from "../lib/listFilters";
import { useQueryParams } from "./useQueryParams";
import { useRemoteList, type RemoteList } from "./useRemoteList";

interface FilteredListOptions<T> {
  load: () => Promise<ApiResult<T[]>>;
  what: string;
  dateOf: (item: T) => string | null;
  textsOf: (item: T) => string[];
  /** The year chosen when the address names none; computed at visit time. */
  defaultYear: (items: T[], today: Date) => string;
  /** Newest first unless said (SPEC §4). */
  order?: ListOrder;
}

export interface FilteredList<T> {
  state: RemoteList<T>;
  /** null until the list has loaded in the browser. */
  filter: ListFilter | null;
  shown: T[];
  years: string[];
  months: string[];
  setFilter: (changes: Partial<ListFilter>) => void;
}

/** A remote list with year, month and text filters kept in the address (?year=&month=&q=). */
export function useFilteredList<T>({
  load,
  what,
  dateOf,
  textsOf,
  defaultYear,
  order = "newest",
}: FilteredListOptions<T>): FilteredList<T> {
  const state = useRemoteList(load, what);
  const [params, update] = useQueryParams();
  const items = state.status === "ready" ? state.items : [];
  const ready = Boolean(params) && state.status !== "loading";
  const year = chosenOption(
    yearOptions(items, dateOf),
    params?.get("year") ?? null,
    ready ? defaultYear(items, new Date()) : ALL,
  );
  const month = chosenOption(monthOptions(items, dateOf), params?.get("month") ?? null, ALL);
  const filter: ListFilter | null = ready
    ? { year: year.value, month: month.value, search: params?.get("q") ?? "" }
    : null;
  return {
    state,
    filter,
    shown: filter ? applyFilter(items, filter, dateOf, textsOf, order) : [],
    years: year.options,
    months: month.options,
    setFilter: (changes) =>
      update({
        ...(changes.year !== undefined ? { year: changes.year } : {}),
        ...(changes.month !== undefined ? { month: changes.month } : {}),
        ...(changes.search !== undefined ? { q: changes.search } : {}),
      }),
  };
}

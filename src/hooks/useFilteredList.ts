import type { ApiResult } from "../client/result";
import { ALL, applyFilter, monthOptions, yearOptions, type ListFilter } from "../lib/listFilters";
import { useQueryParams } from "./useQueryParams";
import { useRemoteList, type RemoteList } from "./useRemoteList";

interface FilteredListOptions<T> {
  load: () => Promise<ApiResult<T[]>>;
  what: string;
  dateOf: (item: T) => string | null;
  textsOf: (item: T) => string[];
  /** The year chosen when the address names none; computed at visit time. */
  defaultYear: (items: T[], today: Date) => string;
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
export function useFilteredList<T>({ load, what, dateOf, textsOf, defaultYear }: FilteredListOptions<T>): FilteredList<T> {
  const state = useRemoteList(load, what);
  const [params, update] = useQueryParams();
  const items = state.status === "ready" ? state.items : [];
  const filter: ListFilter | null =
    params && state.status !== "loading"
      ? {
          year: params.get("year") ?? defaultYear(items, new Date()),
          month: params.get("month") ?? ALL,
          search: params.get("q") ?? "",
        }
      : null;
  const withChosen = (options: string[], chosen: string | undefined) =>
    chosen && !options.includes(chosen) ? [...options, chosen].sort((a, b) => (a === ALL ? -1 : b === ALL ? 1 : b.localeCompare(a))) : options;
  const years = withChosen(yearOptions(items, dateOf), filter?.year);
  const months = monthOptions(items, dateOf);
  return {
    state,
    filter,
    shown: filter ? applyFilter(items, filter, dateOf, textsOf) : [],
    years,
    months: filter && !months.includes(filter.month) ? [...months, filter.month] : months,
    setFilter: (changes) =>
      update({
        ...(changes.year !== undefined ? { year: changes.year } : {}),
        ...(changes.month !== undefined ? { month: changes.month } : {}),
        ...(changes.search !== undefined ? { q: changes.search } : {}),
      }),
  };
}

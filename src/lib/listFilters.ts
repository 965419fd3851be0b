import { dateParts, monthNames } from "@school/contract/dates";

/** The filter rules every list page shares (SPEC §4 "List pages", §5 "Search filters"). */

export const ALL = "All";

export interface ListFilter {
  /** "All" or a year such as "2026". */
  year: string;
  /** "All" or a short month name, Jan to Dec. */
  month: string;
  search: string;
}

/** The order of a list by date: newest first (SPEC §4), or soonest first for what is still to come
 * (upcoming events: next week's before next month's). */
export type ListOrder = "newest" | "soonest";

/** Items by date in the given order; items without a date go last, and items of one day keep their
 * original order. */
export function sortByDate<T>(items: T[], dateOf: (item: T) => string | null, order: ListOrder): T[] {
  const later = order === "newest" ? -1 : 1;
  return items
    .map((item, index) => ({ item, index, date: dateOf(item) }))
    .sort((a, b) => {
      if (a.date && b.date) return a.date < b.date ? -later : a.date > b.date ? later : a.index - b.index;
      if (a.date) return -1;
      if (b.date) return 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/** Newest first; items without a date go last, in their original order. */
export const sortNewestFirst = <T>(items: T[], dateOf: (item: T) => string | null): T[] =>
  sortByDate(items, dateOf, "newest");

/** Year "All" ignores the year; the month applies either way; while a year or month is chosen,
 * items without a date are left out. Search is a case-insensitive substring of the given texts. */
export function applyFilter<T>(
  items: T[],
  filter: ListFilter,
  dateOf: (item: T) => string | null,
  textsOf: (item: T) => string[],
  order: ListOrder = "newest",
): T[] {
  const needle = filter.search.trim().toLowerCase();
  return sortByDate(items, dateOf, order).filter((item) => {
    const parts = dateParts(dateOf(item));
    if (filter.year !== ALL && (!parts || String(parts.year) !== filter.year)) return false;
    if (filter.month !== ALL && (!parts || monthNames("short")[parts.month - 1] !== filter.month)) return false;
    return !needle || textsOf(item).some((text) => text.toLowerCase().includes(needle));
  });
}

/** "All", then the years present in the data, newest first. */
export function yearOptions<T>(items: T[], dateOf: (item: T) => string | null): string[] {
  const years = new Set<number>();
  for (const item of items) {
    const parts = dateParts(dateOf(item));
    if (parts) years.add(parts.year);
  }
  return [ALL, ...[...years].sort((a, b) => b - a).map(String)];
}

/** "All", then only the months present in the data, in calendar order (Jan … Dec). */
export function monthOptions<T>(items: T[], dateOf: (item: T) => string | null): string[] {
  const months = new Set<number>();
  for (const item of items) {
    const parts = dateParts(dateOf(item));
    if (parts) months.add(parts.month);
  }
  return [ALL, ...[...months].sort((a, b) => a - b).map((m) => monthNames("short")[m - 1])];
}

/** The news page's default year: this year, or last year when this year has no news (SPEC §4). */
export function newsDefaultYear<T>(items: T[], dateOf: (item: T) => string | null, today: Date): string {
  const current = today.getFullYear();
  const hasCurrent = items.some((item) => dateParts(dateOf(item))?.year === current);
  return String(hasCurrent ? current : current - 1);
}

/** The options of a filter's dropdown, and the value it shows: a value the address names stays
 * (a shared link keeps its meaning) and is added to the options when missing; a page's default
 * that no item has falls back to All, so the dropdown offers only values with items. */
export function chosenOption(
  options: string[],
  requested: string | null,
  fallback: string,
): { value: string; options: string[] } {
  if (requested !== null) {
    return { value: requested, options: options.includes(requested) ? options : [...options, requested] };
  }
  return { value: options.includes(fallback) ? fallback : ALL, options };
}

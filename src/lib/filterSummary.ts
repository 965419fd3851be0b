import { monthNames } from "@school/contract/dates";
import { ALL, type ListFilter } from "./listFilters";

/** What a list's filters leave shown, in words, for the one "Filter" control a phone folds them
 * behind (issue 42): the choices in order, then the search text in quotes; "" when there is nothing
 * to say. */
export function filterSummary(choices: readonly string[], search: string): string {
  const text = search.trim();
  return [...choices, ...(text ? [`“${text}”`] : [])].join(", ");
}

/** A month as a parent reads it: "March" for "Mar"; a value the address made up stays as it is. */
const monthWord = (month: string) => monthNames("long")[monthNames("short").indexOf(month)] ?? month;

/** A year-and-month list's filters in words: "2026, March", "all years", "all years, March, “fair”". */
export const listFilterSummary = ({ year, month, search }: ListFilter): string =>
  filterSummary([year === ALL ? "all years" : year, ...(month === ALL ? [] : [monthWord(month)])], search);

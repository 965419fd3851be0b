import { useId } from "react";
import type { ListFilter } from "../../lib/listFilters";

interface FilterBarProps {
  filter: ListFilter;
  years: string[];
  months: string[];
  onChange: (changes: Partial<ListFilter>) => void;
  /** The count's label, such as "Total Categories". */
  countLabel: string;
  count: number;
  searchPlaceholder: string;
  searchLabel?: string;
}

/** Year, month and text filters; every change re-filters at once (SPEC §4). */
export function FilterBar({ filter, years, months, onChange, countLabel, count, searchPlaceholder, searchLabel = "Search" }: FilterBarProps) {
  const id = useId();
  return (
    <form className="filter-bar" role="search" onSubmit={(event) => event.preventDefault()}>
      <p className="filter-bar__count" aria-live="polite">
        {countLabel}: <strong>{count}</strong>
      </p>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-year`}>Select Year</label>
        <select id={`${id}-year`} value={filter.year} onChange={(event) => onChange({ year: event.target.value })}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-month`}>Select Month</label>
        <select id={`${id}-month`} value={filter.month} onChange={(event) => onChange({ month: event.target.value })}>
          {months.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-bar__field filter-bar__field--search">
        <label htmlFor={`${id}-search`}>{searchLabel}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={filter.search}
          placeholder={searchPlaceholder}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
    </form>
  );
}

import { useId } from "react";
import "./lists.css";

export interface SelectFilter {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** A first, disabled option shown while nothing is chosen, such as "Select Year". */
  prompt?: string;
  disabled?: boolean;
}

interface FilterBarProps {
  /** How many items the filters leave, with its label, such as "Total Categories". */
  count?: { label: string; value: number };
  selects: readonly SelectFilter[];
  search: { value: string; placeholder: string; onChange: (value: string) => void; label?: string };
}

/** The filters above a list: dropdowns and a search box; every change re-filters at once (SPEC §4). */
export function FilterBar({ count, selects, search }: FilterBarProps) {
  const id = useId();
  return (
    <form className="filter-bar" role="search" onSubmit={(event) => event.preventDefault()}>
      {count ? (
        <p className="filter-bar__count" aria-live="polite">
          {count.label}: <strong>{count.value}</strong>
        </p>
      ) : null}
      {selects.map((select, i) => (
        <div className="filter-bar__field" key={select.label}>
          <label htmlFor={`${id}-${i}`}>{select.label}</label>
          <select
            id={`${id}-${i}`}
            value={select.value}
            onChange={(event) => select.onChange(event.target.value)}
            disabled={select.disabled}
          >
            {select.prompt ? (
              <option value="" disabled>
                {select.prompt}
              </option>
            ) : null}
            {select.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="filter-bar__field filter-bar__field--search">
        <label htmlFor={`${id}-search`}>{search.label ?? "Search"}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search.value}
          placeholder={search.placeholder}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </div>
    </form>
  );
}

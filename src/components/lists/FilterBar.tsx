import { useId, useState } from "react";
import { Icon } from "../layout/Icon";
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
  /** What is filtered, in words ("2026, March"): a phone shows it on the control its filters fold behind. */
  summary: string;
  selects: readonly SelectFilter[];
  search: { value: string; placeholder: string; onChange: (value: string) => void; label?: string };
}

/** The filters above a list: dropdowns and a search box; every change re-filters at once (SPEC §4).
 * On a phone they fold behind one "Filter" control that says what is filtered, so that the list
 * starts on the first screen; wider screens show them as they are (lists.css). */
export function FilterBar({ count, summary, selects, search }: FilterBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <form
      className={open ? "filter-bar filter-bar--open" : "filter-bar"}
      role="search"
      onSubmit={(event) => event.preventDefault()}
    >
      <button
        type="button"
        className="filter-bar__toggle"
        aria-expanded={open}
        aria-controls={`${id}-fields`}
        onClick={() => setOpen(!open)}
      >
        {/* First, so that it stays where it is when the words change (the toppers' session arrives). */}
        <Icon name="chevron" size={22} />
        <span>{summary ? `Filter: ${summary}` : "Filter"}</span>
      </button>
      {count ? (
        <p className="filter-bar__count" aria-live="polite">
          {count.label}: <strong>{count.value}</strong>
        </p>
      ) : null}
      <div className="filter-bar__fields" id={`${id}-fields`}>
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
      </div>
    </form>
  );
}

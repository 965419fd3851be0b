import { monthGrid } from "../../lib/calendar";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
];

interface MonthGridProps {
  year: number;
  month: number;
  /** "November 2026": the table's caption. */
  title: string;
  /** "November": each marked day's name. */
  monthName: string;
  /** The events of each day that has any, by its date. */
  byDate: ReadonlyMap<string, readonly unknown[]>;
  selected: string | null;
  onSelect: (date: string | null) => void;
}

/** A month as a table of weeks; a day with events is a button that picks out its events below. */
export function MonthGrid({ year, month, title, monthName, byDate, selected, onSelect }: MonthGridProps) {
  return (
    <table className="calendar__grid">
      <caption className="visually-hidden">{title}: days with events are marked</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(year, month).map((week, w) => (
          <tr key={w}>
            {week.map((cell, d) => {
              const dayEvents = cell.date ? byDate.get(cell.date) : undefined;
              return (
                <td key={d} className={dayEvents ? "has-events" : undefined}>
                  {cell.day && dayEvents ? (
                    <button
                      type="button"
                      className="calendar__day"
                      aria-pressed={selected === cell.date}
                      aria-label={
                        `${cell.day} ${monthName}: ` + `${dayEvents.length} event${dayEvents.length > 1 ? "s" : ""}`
                      }
                      onClick={() => onSelect(selected === cell.date ? null : cell.date)}
                    >
                      {cell.day}
                    </button>
                  ) : (
                    <span className="calendar__day">{cell.day ?? ""}</span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

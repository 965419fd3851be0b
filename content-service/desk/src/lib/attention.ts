/** What the desk's home screen counts, each as a list of the desk with a filter: the count is the
 * list's total, and the line links to that list, filtered the same way. */
import { DESK_KINDS } from "../../../src/desk/kinds";

export type Filter = Record<string, unknown>;

export interface CountLine {
  resource: string;
  label: string;
  /** Why it needs attention, in one sentence; empty for a plain count. */
  hint: string;
  filter: Filter;
}

/** The start of the office's day (local midnight) as the service records moments: ISO, in UTC. */
export const startOfDay = (now: Date): string =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();

/** What to do something about. `today` is "YYYY-MM-DD" in the office's time zone. A birthday with its day is greeted
 * on that day and kept for next year: only one without a day (from before the desk asked for it) is shown every day,
 * and needs tidying. */
export function toTidy({ today, isAdmin }: { today: string; isAdmin: boolean }): CountLine[] {
  return [
    ...(isAdmin
      ? [
          {
            resource: "submissions",
            label: "New enquiries and applications",
            hint: "Not yet marked as handled.",
            filter: { handled: false },
          },
        ]
      : []),
    {
      resource: "events",
      label: "Past events",
      hint:
        "Their date has passed: /events and the home page no longer show them, the school calendar still does. " +
        "Delete those the school need not keep.",
      filter: { date_lt: today },
    },
    {
      resource: "birthdays",
      label: "Birthdays without a day",
      hint: "The home page shows them every day: give each its day, or delete it.",
      filter: { day_empty: true },
    },
  ];
}

/** Items staff added at the desk since the start of the day, one line per kind they publish. */
export function publishedToday(dayStart: string): CountLine[] {
  return DESK_KINDS.filter((kind) => kind.entity).map((kind) => ({
    resource: kind.name,
    label: kind.label,
    hint: "",
    filter: { origin: "desk", createdAt_gte: dayStart },
  }));
}

/** The address of a list of the desk, filtered (react-admin reads `filter` as JSON). */
export const listLink = (resource: string, filter: Filter) => ({
  pathname: `/${resource}`,
  search: `?${new URLSearchParams({ filter: JSON.stringify(filter) })}`,
});

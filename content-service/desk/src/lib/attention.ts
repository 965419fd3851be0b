/** What the desk's home screen counts, each as a list of the desk with a filter: the count is the
 * list's total, and the line links to that list, filtered the same way. */
import { DESK_KINDS } from "@school/contract/desk/kinds";
import { indiaMoment, indiaTodayIso } from "@school/contract/indiaToday";
import { screenOf } from "../kindScreens";

export type Filter = Record<string, unknown>;

export interface CountLine {
  resource: string;
  label: string;
  /** Why it needs attention, in one sentence; empty for a plain count. */
  hint: string;
  filter: Filter;
}

/** The start of the school's day (midnight in India) as the service records moments: ISO, in UTC. */
export const startOfDay = (now: Date): string => indiaMoment(`${indiaTodayIso(now)}T00:00`).toISOString();

/** What to do something about, as each kind says in its folder (its screen's `attention`, resources/<kind>/):
 * the kinds only admins see first, then the others, each in the order of DESK_KINDS. `today` is "YYYY-MM-DD"
 * in India. */
export function toTidy({ today, isAdmin }: { today: string; isAdmin: boolean }): CountLine[] {
  const kinds = [
    ...(isAdmin ? DESK_KINDS.filter((kind) => kind.role === "admin") : []),
    ...DESK_KINDS.filter((kind) => kind.role === "editor"),
  ];
  return kinds.flatMap((kind) => {
    const line = screenOf(kind.name).attention?.(today);
    return line ? [{ resource: kind.name, ...line }] : [];
  });
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

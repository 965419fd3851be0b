/** Which toppers a toppers page shows (SPEC §2 "Toppers", §5 "Search filters"). */
import type { TopperClass } from "@school/contract/categories";
import type { Topper } from "@school/contract/entities/topperRead";
import { ALL, applyFilter } from "./listFilters";

/** One class's toppers of one session that match the search (name or stream, any case), best
 * score first. */
export function toppersShown(
  toppers: readonly Topper[],
  className: TopperClass,
  session: string,
  search: string,
): Topper[] {
  const ofSession = toppers.filter(
    (topper) => topper.className === className && topper.sessionYear?.trim() === session,
  );
  return applyFilter(
    ofSession,
    { year: ALL, month: ALL, search },
    () => null,
    (topper) => [topper.name, topper.stream],
  ).sort((a, b) => (b.division ?? 0) - (a.division ?? 0));
}

/** One class's toppers for the home page's carousel: the newest session first, best score first
 * within a session. Each card names its session, since the carousel holds several. */
export function homeToppers(toppers: readonly Topper[], className: TopperClass): Topper[] {
  return toppers
    .filter((topper) => topper.className === className)
    .sort((a, b) => (b.sessionYear ?? "").localeCompare(a.sessionYear ?? "") || (b.division ?? 0) - (a.division ?? 0));
}

/** The order of the Lighthouse runs: round 1 of every page, then round 2 …, so that a slow spell of
 * a shared machine spreads over all pages instead of sinking every run of one. */
export function interleave<T>(pages: readonly T[], rounds: number): { round: number; page: T }[] {
  return Array.from({ length: rounds }, (_, i) => pages.map((page) => ({ round: i + 1, page }))).flat();
}

import type { SearchState } from "./status";

/** Results shown at once, and added by each press of the "Show more" button. */
export const RESULTS_STEP = 8;

/** The label of the button that shows the next results, or null when every result is shown. */
export function moreResultsLabel(state: SearchState): string | null {
  if (state.status !== "ready" || state.shown >= state.total) return null;
  const next = Math.min(RESULTS_STEP, state.total - state.shown);
  return next === 1 ? "Show 1 more result" : `Show ${next} more results`;
}

/** @jest-environment node */
import { moreResultsLabel } from "../../../src/lib/search/moreResults";
import type { SearchState } from "../../../src/lib/search/status";

it.each<[SearchState, string | null]>([
  [{ status: "ready", query: "hostel", total: 24, shown: 8 }, "Show 8 more results"],
  [{ status: "ready", query: "hostel", total: 24, shown: 16 }, "Show 8 more results"],
  [{ status: "ready", query: "hostel", total: 20, shown: 16 }, "Show 4 more results"],
  [{ status: "ready", query: "hostel", total: 9, shown: 8 }, "Show 1 more result"],
  [{ status: "ready", query: "hostel", total: 12, shown: 8, moreFailed: true }, "Show 4 more results"],
  [{ status: "ready", query: "hostel", total: 24, shown: 24 }, null],
  [{ status: "ready", query: "zebra", total: 0, shown: 0 }, null],
  [{ status: "searching", query: "hostel" }, null],
  [{ status: "idle" }, null],
  [{ status: "failed" }, null],
])("%j: %p", (state, label) => {
  expect(moreResultsLabel(state)).toBe(label);
});

/** @jest-environment node */
import { searchStatusText, type SearchState } from "../../../src/lib/search/status";

it.each<[SearchState, string]>([
  [{ status: "idle" }, "Type what you are looking for, such as hostel fee or uniform."],
  [{ status: "searching", query: "TC" }, "Searching for “TC”…"],
  [{ status: "ready", query: "TC", total: 1, shown: 1 }, "1 page found for “TC”."],
  [{ status: "ready", query: "fee", total: 5, shown: 5 }, "5 pages found for “fee”."],
  [{ status: "ready", query: "fee", total: 14, shown: 8 }, "14 pages found for “fee”; the first 8 are shown."],
  [{ status: "ready", query: "fee", total: 24, shown: 16 }, "24 pages found for “fee”; the first 16 are shown."],
  [{ status: "ready", query: "fee", total: 24, shown: 24 }, "24 pages found for “fee”."],
  [
    { status: "ready", query: "fee", total: 24, shown: 8, moreFailed: true },
    "24 pages found for “fee”; the first 8 are shown. The next could not be loaded: check the connection and try again.",
  ],
  [
    { status: "ready", query: "zebra", total: 0, shown: 0 },
    "No page found for “zebra”. Try other words, or see every page in the sitemap.",
  ],
  [
    { status: "failed" },
    "Search could not be loaded. Check the connection and type again, or see every page in the sitemap.",
  ],
])("%j reads %p", (state, text) => {
  expect(searchStatusText(state)).toBe(text);
});

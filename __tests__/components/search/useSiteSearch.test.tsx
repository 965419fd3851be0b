import { act, renderHook, waitFor } from "@testing-library/react";
import type { SearchAnswer, SearchFn } from "../../../src/components/search/pagefind";
import { useSiteSearch } from "../../../src/components/search/useSiteSearch";

const answer = (title: string): SearchAnswer => ({
  total: 1,
  load: async (from) => (from === 0 ? [{ path: `/${title}`, title, section: null, excerpt: title }] : []),
});

/** A search whose answers the test releases one by one, in any order. */
function heldSearch() {
  const pending = new Map<string, { resolve: (a: SearchAnswer | null) => void; reject: (e: Error) => void }>();
  const search: SearchFn = (query) => new Promise((resolve, reject) => pending.set(query, { resolve, reject }));
  return { search, pending };
}

it("is idle until something is typed, and idle again when the box is cleared", async () => {
  const { search } = heldSearch();
  const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, search), {
    initialProps: { query: "  " },
  });
  expect(result.current.state).toEqual({ status: "idle" });
  rerender({ query: "" });
  expect(result.current.results).toEqual([]);
});

it("never shows an older query's answer over a newer one's", async () => {
  const { search, pending } = heldSearch();
  const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, search), {
    initialProps: { query: "hos" },
  });
  rerender({ query: "hostel" });
  expect(result.current.state).toEqual({ status: "searching", query: "hostel" });
  await act(async () => pending.get("hostel")!.resolve(answer("hostel-fee")));
  await act(async () => pending.get("hos")!.resolve(answer("hospital")));
  expect(result.current.state).toEqual({ status: "ready", query: "hostel", total: 1, shown: 1 });
  expect(result.current.results.map((r) => r.title)).toEqual(["hostel-fee"]);
});

it("keeps waiting when Pagefind drops a query for a newer one (null)", async () => {
  const { search, pending } = heldSearch();
  const { result } = renderHook(() => useSiteSearch("tc", search));
  await act(async () => pending.get("tc")!.resolve(null));
  expect(result.current.state).toEqual({ status: "searching", query: "tc" });
});

it("says so when search cannot load, and recovers on the next query", async () => {
  const { search, pending } = heldSearch();
  const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, search), {
    initialProps: { query: "tc" },
  });
  await act(async () => pending.get("tc")!.reject(new Error("offline")));
  expect(result.current.state).toEqual({ status: "failed" });
  rerender({ query: "tc form" });
  await act(async () => pending.get("tc form")!.resolve(answer("student-tc")));
  await waitFor(() => expect(result.current.state.status).toBe("ready"));
});

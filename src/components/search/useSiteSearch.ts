import { useEffect, useState } from "react";
import type { SearchState } from "../../lib/search/status";
import type { SearchFn, SearchResult } from "./pagefind";

/** The results of the latest query; an answer to an older query is never shown over a newer one. */
export function useSiteSearch(query: string, search: SearchFn): { state: SearchState; results: SearchResult[] } {
  const [answer, setAnswer] = useState<{ state: SearchState; results: SearchResult[] }>({
    state: { status: "idle" },
    results: [],
  });
  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setAnswer({ state: { status: "idle" }, results: [] });
      return;
    }
    let current = true;
    setAnswer((previous) => ({ state: { status: "searching", query: text }, results: previous.results }));
    search(text).then(
      (found) => {
        if (current && found)
          setAnswer({
            state: { status: "ready", query: text, total: found.total, shown: found.results.length },
            results: found.results,
          });
      },
      () => {
        if (current) setAnswer({ state: { status: "failed" }, results: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [query, search]);
  return answer;
}

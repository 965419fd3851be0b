import { useCallback, useEffect, useRef, useState } from "react";
import { RESULTS_STEP } from "../../lib/search/moreResults";
import type { SearchState } from "../../lib/search/status";
import type { SearchAnswer, SearchFn, SearchResult } from "./pagefind";

interface Shown {
  state: SearchState;
  results: SearchResult[];
  /** The answer the results come from, which loads the next ones. */
  answer: SearchAnswer | null;
}

type ReadyState = Extract<SearchState, { status: "ready" }>;

const IDLE: Shown = { state: { status: "idle" }, results: [], answer: null };

/** The results of the latest query, and `showMore` to add the next ones (null when all are shown); an
 * answer to an older query is never shown over a newer one. */
export function useSiteSearch(
  query: string,
  search: SearchFn,
): { state: SearchState; results: SearchResult[]; showMore: (() => void) | null } {
  const [shown, setShown] = useState<Shown>(IDLE);
  // A second press while the next results are on their way adds nothing twice.
  const loadingMore = useRef(false);

  useEffect(() => {
    const text = query.trim();
    loadingMore.current = false;
    if (!text) {
      setShown(IDLE);
      return;
    }
    let current = true;
    setShown((previous) => ({ state: { status: "searching", query: text }, results: previous.results, answer: null }));
    search(text)
      .then(async (found) => {
        if (!current || !found) return;
        const results = await found.load(0, RESULTS_STEP);
        if (current)
          setShown({
            state: { status: "ready", query: text, total: found.total, shown: results.length },
            results,
            answer: found,
          });
      })
      .catch(() => {
        if (current) setShown({ state: { status: "failed" }, results: [], answer: null });
      });
    return () => {
      current = false;
    };
  }, [query, search]);

  const { state, results, answer } = shown;
  const more = state.status === "ready" && answer !== null && state.shown < state.total;
  const showMore = useCallback(() => {
    if (!answer || loadingMore.current) return;
    loadingMore.current = true;
    // Each update checks the answer is still the one shown: the visitor may have typed on meanwhile.
    const update = (change: (previous: Shown, ready: ReadyState) => SearchState, next: SearchResult[] = []) =>
      setShown((previous) =>
        previous.answer === answer && previous.state.status === "ready"
          ? { ...previous, results: [...previous.results, ...next], state: change(previous, previous.state) }
          : previous,
      );
    answer.load(results.length, RESULTS_STEP).then(
      (next) => {
        loadingMore.current = false;
        update(({ results: before }, { query: text, total }) => {
          const shownNow = before.length + next.length;
          // An index that yields fewer results than it counted ends the list where it ends.
          return { status: "ready", query: text, total: next.length ? total : shownNow, shown: shownNow };
        }, next);
      },
      () => {
        loadingMore.current = false;
        update((_, ready) => ({ ...ready, moreFailed: true }));
      },
    );
  }, [answer, results.length]);

  return { state, results, showMore: more ? showMore : null };
}

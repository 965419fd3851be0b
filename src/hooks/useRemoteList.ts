import { startTransition, useEffect, useState } from "react";
import type { ApiError, ApiResult } from "../client/result";
import { usePendingContent } from "./usePendingContent";

export type RemoteList<T> =
  { status: "loading" } | { status: "ready"; items: T[] } | { status: "empty" } | { status: "error"; error: ApiError };

/** The state an answer leaves a list in: its items, empty, or the failure. */
export function listState<T>(result: ApiResult<T[]>): RemoteList<T> {
  if (!result.ok) return { status: "error", error: result.error };
  return result.data.length ? { status: "ready", items: result.data } : { status: "empty" };
}

/** Loads a list once, after the page is on screen (the server-rendered HTML holds the loading
 * state). A failure is logged as a warning for developers and shown to visitors as the section's
 * placeholder, never thrown. The answer is rendered as a transition, which React splits into short
 * tasks, so a page taking in several lists at once stays responsive on a slow phone. */
export function useRemoteList<T>(load: () => Promise<ApiResult<T[]>>, what: string): RemoteList<T> {
  const [state, setState] = useState<RemoteList<T>>({ status: "loading" });
  useEffect(() => {
    let active = true;
    load().then((result) => {
      if (!active) return;
      if (!result.ok) console.warn(`Could not load ${what}: ${result.error.message}`);
      startTransition(() => setState(listState(result)));
    });
    return () => {
      active = false;
    };
    // Loads once on display, as SPEC §4 asks; `load` is a module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  usePendingContent(state.status === "loading");
  return state;
}

/** The loaded items, or the section's placeholders while loading, when empty and on failure. */
export function itemsOr<T>(state: RemoteList<T>, placeholders: T[]): { items: T[]; live: boolean } {
  return state.status === "ready" ? { items: state.items, live: true } : { items: placeholders, live: false };
}

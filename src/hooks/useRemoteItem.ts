import { startTransition, useEffect, useState } from "react";
import type { ApiResult } from "../client/result";
import { usePendingContent } from "./usePendingContent";

export type RemoteItem<T> = { status: "loading" } | { status: "done"; item: T | null };

/** Loads one item by id once the id is known. Without an id it stays loading (SPEC §4); a failed
 * fetch ends with no item, logged as a warning. */
export function useRemoteItem<T>(
  id: string | null,
  load: (id: string) => Promise<ApiResult<T | null>>,
  what: string,
): RemoteItem<T> {
  const [state, setState] = useState<RemoteItem<T>>({ status: "loading" });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setState({ status: "loading" });
    load(id).then((result) => {
      if (!active) return;
      if (!result.ok) console.warn(`Could not load ${what} ${id}: ${result.error.message}`);
      startTransition(() => setState({ status: "done", item: result.ok ? result.data : null }));
    });
    return () => {
      active = false;
    };
  }, [id, load, what]);
  usePendingContent(id !== null && state.status === "loading");
  return state;
}

import { useCallback, useEffect, useState } from "react";

/** Query-string values of the current address, so a filtered list or a detail page can be shared
 * and reloaded. null until the page runs in the browser (the server renders the loading state). */
export function useQueryParams(): [URLSearchParams | null, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => {
    const read = () => setParams(new URLSearchParams(window.location.search));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  const update = useCallback((changes: Record<string, string | null>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
    setParams(next);
  }, []);
  return [params, update];
}

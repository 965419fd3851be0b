import { useEffect, useState } from "react";
import { afterLoad } from "../lib/afterLoad";

/** Whether the page has loaded, its content from the service has arrived and the browser has had a
 * moment to spare (afterLoad), waited for only from when `waiting` holds. False in the server's HTML
 * and on the first render, so hydration matches; once true it stays true. */
export function useAfterLoad(waiting = true): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => (loaded || !waiting ? undefined : afterLoad(() => setLoaded(true))), [loaded, waiting]);
  return loaded;
}

import { useEffect, useState } from "react";

/** False in the server-rendered HTML and until React has taken over the page. A control that needs
 * React stays disabled until then: what was typed into it would be wiped when React hydrates it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

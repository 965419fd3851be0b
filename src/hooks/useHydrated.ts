import { useEffect, useState } from "react";

/** False in the server-rendered HTML and until React has taken over the page. Forms stay disabled
 * until then: text typed into a pre-rendered input would be wiped when React hydrates it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

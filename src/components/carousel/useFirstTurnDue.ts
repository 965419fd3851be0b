import { useEffect, useState } from "react";
import { useAfterLoad } from "../../hooks/useAfterLoad";

/** Whether a carousel's first turn is due: `intervalMs` after the page has loaded and settled
 * (useAfterLoad), counted from when `counting` holds (the carousel is near the screen). Once true it
 * stays true. */
export function useFirstTurnDue(counting: boolean, intervalMs: number): boolean {
  const loaded = useAfterLoad(counting);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!loaded || due) return;
    const timer = setTimeout(() => setDue(true), intervalMs);
    return () => clearTimeout(timer);
  }, [loaded, due, intervalMs]);
  return due;
}

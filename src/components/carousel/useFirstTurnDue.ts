import { useEffect, useState } from "react";
import { afterLoad } from "../../lib/afterLoad";

/** Whether a carousel's first turn is due: `intervalMs` after the page has loaded and settled
 * (afterLoad), counted from when `counting` holds (the carousel is near the screen). Once true it
 * stays true. */
export function useFirstTurnDue(counting: boolean, intervalMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!counting || due) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterLoad(() => {
      timer = setTimeout(() => setDue(true), intervalMs);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [counting, due, intervalMs]);
  return due;
}

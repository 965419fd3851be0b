import { useEffect, useState } from "react";
import { afterLoad } from "../../lib/afterLoad";

/** Whether a carousel's first turn is due: `intervalMs` after the page has loaded and settled
 * (afterLoad), counted while `counting` holds (the carousel is near the screen and nothing holds it);
 * once true it stays true. The timer starts again from the whole interval after a hold. */
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

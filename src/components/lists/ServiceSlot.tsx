import type { ReactNode } from "react";

/** The place of what a page shows from the service (a list, an item), which arrives after the page
 * has painted. Where the side menu stands below it (phones, tablets) it is at least a screen high
 * from the start, so the menu is out of view when the content arrives and nothing on screen moves
 * (CLS). */
export function ServiceSlot({ children }: { children: ReactNode }) {
  return <div className="service-slot">{children}</div>;
}

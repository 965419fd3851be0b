import type { ReactNode } from "react";

/** The place of an item page's content, which arrives from the service after the page has painted.
 * Where the side menu stands below it (phones, tablets) it is at least a screen high from the
 * start, so the menu is out of view when the item arrives and nothing on screen moves (CLS). */
export function ItemSlot({ children }: { children: ReactNode }) {
  return <div className="item-slot">{children}</div>;
}

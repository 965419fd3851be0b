import { useEffect, type RefObject } from "react";

interface MenuFocus {
  openSub: string | null;
  closeSub: () => void;
  drawerOpen: boolean;
  closeDrawer: () => void;
  panelRef: RefObject<HTMLDivElement>;
}

/** Focus and keys while the main menu has something open: the open drawer takes focus and stops the
 * page scrolling behind it; Escape closes what is open and gives focus back to its button; Tab wraps
 * inside the open drawer. The keys are listened for on the document, since they may come from any
 * control inside the menu, and only while something is open. */
export function useMenuFocus({ openSub, closeSub, drawerOpen, closeDrawer, panelRef }: MenuFocus) {
  useEffect(() => {
    if (!drawerOpen) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    document.body.classList.add("no-scroll");
    return () => document.body.classList.remove("no-scroll");
  }, [drawerOpen, panelRef]);

  useEffect(() => {
    if (!openSub && !drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (openSub) {
          closeSub();
          document.querySelector<HTMLButtonElement>(`[aria-controls="submenu-${openSub}"]`)?.focus();
        } else {
          closeDrawer();
        }
        return;
      }
      if (event.key === "Tab" && drawerOpen && panelRef.current) {
        const focusable = [...panelRef.current.querySelectorAll<HTMLElement>("a, button")].filter(
          (el) => el.getClientRects().length > 0,
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openSub, closeSub, drawerOpen, closeDrawer, panelRef]);
}

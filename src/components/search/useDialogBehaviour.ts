import { useEffect, type RefObject } from "react";

/** How the search dialog opens and closes, and moves focus: it opens as a modal with the search box
 * (not the Close button, the dialog's first control) focused; a click on the backdrop (outside the
 * box) closes it, as Escape does; the arrow keys move between the search box and the results' links. */
export function useDialogBehaviour(
  dialog: RefObject<HTMLDialogElement>,
  input: RefObject<HTMLInputElement>,
  open: boolean,
  onClose: () => void,
) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [dialog, input, open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === element) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const stops = [...element.querySelectorAll<HTMLElement>("input, .search-result__link, .search-dialog__more")];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      if (at === -1) return;
      event.preventDefault();
      stops[Math.min(Math.max(at + (event.key === "ArrowDown" ? 1 : -1), 0), stops.length - 1)]?.focus();
    };
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
    };
  }, [dialog, onClose]);
}

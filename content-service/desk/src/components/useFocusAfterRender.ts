import { useEffect, type MutableRefObject } from "react";
import { attachmentKey, type AttachmentItem } from "../lib/attachments";
import type { Action } from "./AttachmentEntry";

/** After a move or a removal, focus goes back to the button pressed, on the entry it moved with (or the
 * neighbour of the one removed), so that a keyboard user can press it again. */
export function useFocusAfterRender(
  items: AttachmentItem[],
  focusAfterRender: MutableRefObject<{ key: string; action: Action } | null>,
  buttons: MutableRefObject<Map<string, HTMLButtonElement>>,
) {
  useEffect(() => {
    const wanted = focusAfterRender.current;
    if (!wanted) return;
    focusAfterRender.current = null;
    const index = items.findIndex((item) => attachmentKey(item) === wanted.key);
    if (index === -1) return;
    // The button pressed may now be disabled (the entry reached an end): the other one keeps focus.
    const action =
      wanted.action === "earlier" && index === 0
        ? "later"
        : wanted.action === "later" && index === items.length - 1
          ? "earlier"
          : wanted.action;
    buttons.current.get(`${wanted.key}:${action}`)?.focus();
  });
}

/** Which list of amounts the editor's user is working in (["groups", 3] for Classes III-VIII), so
 * that the preview beside the form shows that group. The form and the preview are one React tree
 * (the preview is drawn into its frame through a portal), so a module-level store reaches both. */
import { useSyncExternalStore } from "react";

let place: readonly PropertyKey[] | null = null;
const listeners = new Set<() => void>();

export function setEditingPlace(next: readonly PropertyKey[] | null): void {
  if (JSON.stringify(next) === JSON.stringify(place)) return;
  place = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useEditingPlace = () => useSyncExternalStore(subscribe, () => place);

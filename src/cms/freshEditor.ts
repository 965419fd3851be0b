/** Opens an entry afresh when the address moves straight to it from another entry (an address
 * typed or changed, the back or forward button): Decap would keep the first entry's content under
 * the second one's fields (src/lib/cms/entryLoad.ts). Reloading the page at the new address makes
 * Decap load that entry itself; unsaved changes still get the browser's "Leave site?" question,
 * and Decap's own copy of them in the browser. Moves through a list need nothing: Decap opens the
 * entry afresh then. */
import { entryAddress, keepsStaleEntry } from "../lib/cms/entryLoad";

export function openEntriesAfresh(): void {
  let shown = entryAddress(window.location.hash);
  window.addEventListener("hashchange", () => {
    const next = entryAddress(window.location.hash);
    if (keepsStaleEntry(shown, next)) window.location.reload();
    else shown = next;
  });
}

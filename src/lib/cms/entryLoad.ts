/** Whether the entry the editor at /admin holds is the one its address names, loaded whole.
 *
 * Decap CMS keeps its editor mounted when the address moves straight from one entry to another (an
 * address typed or changed, the back button): it never loads the second entry, and shows the first
 * one's content under the second one's fields, empty, as saved and published (decaporg/decap-cms
 * issue 4147). An entry whose load is overtaken by a later one can also end up under the later
 * one's address. src/cms/freshEditor.ts opens such an address afresh; the check below refuses to
 * save or publish whatever still slips through. */

export interface EntryAddress {
  collection: string;
  slug: string;
}

/** The entry an editor address names (`#/collections/pages/entries/about-us`), or null for any
 * other screen (a collection's list, a new entry, the workflow). */
export function entryAddress(hash: string): EntryAddress | null {
  const found = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(hash);
  if (!found) return null;
  try {
    return { collection: decodeURIComponent(found[1]), slug: decodeURIComponent(found[2]) };
  } catch {
    return null;
  }
}

const sameEntry = (a: EntryAddress, b: EntryAddress) => a.collection === b.collection && a.slug === b.slug;

/** Whether Decap, having shown the entry at `shown`, would keep showing it at `next`: a move
 * straight between two entries' addresses. */
export const keepsStaleEntry = (shown: EntryAddress | null, next: EntryAddress | null): boolean =>
  shown !== null && next !== null && !sameEntry(shown, next);

export const INCOMPLETE_LOAD =
  "The page did not load completely. Reload the page before publishing; nothing has been changed.";

/** The entry about to be saved or published, as Decap holds it. */
export interface HeldEntry extends EntryAddress {
  newRecord: boolean;
  /** The file's text as it was loaded. */
  raw: string;
  data: Record<string, unknown>;
}

const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** Whether an existing entry is another than the one the address names. */
export const notAddressed = (address: EntryAddress | null, entry: EntryAddress & { newRecord: boolean }): boolean =>
  !entry.newRecord && address !== null && !sameEntry(address, entry);

/** Whether the entry is not the one the address names, or was loaded empty: a file of content/ is
 * never empty, and holds at least one of its collection's fields (`fields`). A new entry has no
 * file yet. */
export function loadedIncompletely(address: EntryAddress | null, entry: HeldEntry, fields: readonly string[]): boolean {
  if (entry.newRecord) return false;
  if (notAddressed(address, entry)) return true;
  return !entry.raw.trim() || !fields.some((name) => hasValue(entry.data[name]));
}

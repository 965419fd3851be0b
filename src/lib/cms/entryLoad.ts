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

/** Whether an existing entry is another than the one the address names, or its file loaded as
 * nothing: a file of content/ is never empty. A new entry has no file yet. */
export const shownIncompletely = (
  address: EntryAddress | null,
  entry: EntryAddress & Pick<HeldEntry, "newRecord" | "raw">,
): boolean => !entry.newRecord && ((address !== null && !sameEntry(address, entry)) || !entry.raw.trim());

/** Whether the entry is shown incompletely (above), or none of its collection's fields (`fields`)
 * loaded: a file of content/ holds at least one. */
export const loadedIncompletely = (
  address: EntryAddress | null,
  entry: HeldEntry,
  fields: readonly string[],
): boolean =>
  shownIncompletely(address, entry) || (!entry.newRecord && !fields.some((name) => hasValue(entry.data[name])));

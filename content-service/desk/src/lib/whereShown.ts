/** Where a visitor finds an item on the public site, in a few words for the desk's lists. It
 * follows what the site's pages ask the service for (src/client/content.ts and the pages that use
 * it), so it says only what is true of each kind: an album of the sports corner is not on the
 * home page, a past event is only in the school calendar, and a transfer certificate is never listed. */
import { isKindName, screenOf } from "../kindScreens";

type Item = Record<string, unknown>;

export interface SiteToday {
  /** "YYYY-MM-DD", the school's day in India. */
  today: string;
  /** The ids of the news the home page shows (its 10 newest), once known. */
  homeNews?: ReadonlySet<string>;
}

/** "On /gallery and the home page"; empty for a kind the site does not show. Each kind says it in its own
 * folder (its screen's `whereShown`, resources/<kind>/). */
export function whereShown(kind: string, item: Item, site: SiteToday): string {
  if (!isKindName(kind)) return "";
  return screenOf(kind).whereShown?.(item, site) ?? "";
}

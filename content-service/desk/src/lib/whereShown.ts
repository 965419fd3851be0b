/** Where a visitor finds an item on the public site, in a few words for the desk's lists. It
 * follows what the site's pages ask the service for (src/client/content.ts and the pages that use
 * it), so it says only what is true of each kind: an album of the sports corner is not on the
 * home page, a past event is only in the school calendar, and a transfer certificate is never listed. */

type Item = Record<string, unknown>;

export interface SiteToday {
  /** "YYYY-MM-DD" in the office's time zone. */
  today: string;
  /** The ids of the news the home page shows (its 10 newest), once known. */
  homeNews?: ReadonlySet<string>;
}

const GALLERY_PAGES: Record<string, string> = {
  PhotoGallery: "On /gallery and the home page",
  RecentActivities: "On /recent-activities",
  SportsCorner: "On /sports-corner",
};

const RULES: Record<string, (item: Item, site: SiteToday) => string> = {
  highlights: (item) => (item.category === "Notice" ? "On /careercounseling" : "On the home page, in the moving line"),
  news: (item, { homeNews }) => (homeNews?.has(String(item.id)) ? "On /news and the home page" : "On /news"),
  // /events and the home page list events from their date on (/api/events/{code}: date on or
  // after today); /school-calendar shows every event in its month.
  events: (item, { today }) =>
    typeof item.date === "string" && item.date >= today
      ? "On /events, /school-calendar and the home page"
      : "Past: only on /school-calendar",
  // A birthday with its day ("26 July") is greeted on that day; one without, every day.
  birthdays: (item) =>
    typeof item.day === "string" && item.day
      ? `On the home page on ${item.day}`
      : "On the home page, every day until deleted",
  gallery: (item) => GALLERY_PAGES[String(item.category)] ?? "Not shown: choose where the album appears",
  toppers: (item) => (item.class === "X" ? "On /x-topper and the home page" : "On /xii-topper and the home page"),
  blog: () => "On /blog-post, with a page of its own",
  calendar: () => "On /school-calendar",
  registrations: () => "On /online-application-process and the home page",
  certificates: () => "Never listed: a parent downloads it on /student-tc",
};

/** "On /gallery and the home page"; empty for a kind the site does not show. */
export function whereShown(kind: string, item: Item, site: SiteToday): string {
  return RULES[kind]?.(item, site) ?? "";
}

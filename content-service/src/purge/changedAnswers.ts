import { API_PATHS, apiPath, type ApiPath } from "@school/contract/apiPaths";
import { SHARE_KINDS, type ShareKind } from "@school/contract/share";
import type { EntityKind } from "../db/entities";
import { SHARED_ENTITY } from "../share/sharedItem";
import { PHOTO_WIDTHS } from "@school/contract/desk/photoWidths";

/** A committed write at the desk: which item of which school, and the attachments it took away. */
export interface PublishedChange {
  kind: EntityKind;
  school: string;
  id: string;
  /** Attachments the item no longer has (a photo replaced or removed, or the item deleted). */
  removedFiles: readonly string[];
}

/** A public answer a change alters: a path with every query it may carry, or, with `query`, only the
 * addresses of that path whose query names that parameter with that value (an item by `?id=`). */
export interface PublicAnswer {
  path: string;
  query?: { name: string; value: string };
}

export interface ChangedAnswers {
  answers: PublicAnswer[];
  /** The exact addresses (path and query) the site and its visitors ask for: what a cache that drops
   * one address at a time (PURGE, Cloudflare's purge by URL) is told. */
  addresses: string[];
}

/** The lists each kind appears in (routes/content.ts, routes/alerts.ts). */
const LISTS: Record<EntityKind, ApiPath[]> = {
  highlight: [API_PATHS.highlights, API_PATHS.allHighlights],
  news: [API_PATHS.latestNews, API_PATHS.allNews],
  event: [API_PATHS.upcomingEvents, API_PATHS.allEvents],
  birthday: [API_PATHS.birthdays],
  gallery: [API_PATHS.photoGalleries, API_PATHS.allGalleryItems],
  blog: [API_PATHS.blogPosts],
  topper: [API_PATHS.toppers],
  calendar: [API_PATHS.calendar],
  registration: [API_PATHS.registrations],
  alert: [API_PATHS.alerts],
};

/** The feeds each kind is in (routes/feeds.ts): the news feed carries the notices in force too. */
const FEEDS: Partial<Record<EntityKind, ApiPath[]>> = {
  news: [API_PATHS.newsFeed],
  alert: [API_PATHS.newsFeed],
  event: [API_PATHS.calendarFeed],
  calendar: [API_PATHS.calendarFeed],
};

/** Kinds with an answer of their own by `?id=` (routes/content.ts). */
const ITEMS: Partial<Record<EntityKind, ApiPath>> = { blog: API_PATHS.blogPost, gallery: API_PATHS.galleryItem };

/** Kinds with a file of their own in the calendar feed's folder (`<id>.ics`). */
const CALENDAR_ENTRIES = new Set<EntityKind>(["event", "calendar"]);

const shareKindOf = (kind: EntityKind): ShareKind | undefined =>
  SHARE_KINDS.find((shareKind) => SHARED_ENTITY[shareKind] === kind);

/** The public answers a committed change alters. Feeds and the calendar's files are the service's own
 * school's only; an item, a share page or a cover of another school is asked for with its code
 * (`school=`), of the own school without. Photos keep their bytes under an id for good, so only one
 * taken away needs dropping: a cache would otherwise keep showing it. */
export function changedAnswers(change: PublishedChange, ownSchool: string): ChangedAnswers {
  const { kind, school, id } = change;
  const own = school === ownSchool;
  const answers: PublicAnswer[] = [];
  const addresses: string[] = [];
  const whole = (path: string) => {
    answers.push({ path });
    addresses.push(path);
  };
  const schoolQuery = own ? "" : `school=${encodeURIComponent(school)}`;

  for (const list of LISTS[kind]) whole(apiPath(list, { code: school }));
  if (own) {
    for (const feed of FEEDS[kind] ?? []) whole(apiPath(feed, { code: school }));
    if (CALENDAR_ENTRIES.has(kind)) whole(apiPath(API_PATHS.calendarEntry, { code: school, file: `${id}.ics` }));
  }
  const item = ITEMS[kind];
  if (item) {
    answers.push({ path: item, query: { name: "id", value: id } });
    addresses.push(`${item}?id=${encodeURIComponent(id)}${own ? "" : `&${schoolQuery}`}`);
  }
  const shareKind = shareKindOf(kind);
  if (shareKind) {
    for (const pattern of [API_PATHS.share, API_PATHS.shareCover]) {
      const path = apiPath(pattern, { kind: shareKind, id });
      answers.push({ path });
      addresses.push(own ? path : `${path}?${schoolQuery}`);
    }
  }
  for (const file of new Set(change.removedFiles)) photoAnswers(file, answers, addresses);
  return { answers, addresses };
}

/** A photo or file at its address (the site's src/client/images.ts) and its smaller copies (`w=`). */
function photoAnswers(ref: string, answers: PublicAnswer[], addresses: string[]): void {
  const widths = PHOTO_WIDTHS;
  if (/[/.]/.test(ref)) {
    const base = `${API_PATHS.pictureByName}?url=${encodeURIComponent(ref)}`;
    answers.push({ path: API_PATHS.pictureByName, query: { name: "url", value: ref } });
    addresses.push(base, ...widths.map((width) => `${base}&w=${width}`));
  } else {
    const path = apiPath(API_PATHS.picture, { id: ref });
    answers.push({ path });
    addresses.push(path, ...widths.map((width) => `${path}?w=${width}`));
  }
}

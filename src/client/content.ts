/** One function per call of the content service (SPEC §7). Each resolves to the entities as the
 * contract's readers read them, or a typed error, and never throws. */
import type { ApiResult } from "./result";
import { readList, readOne } from "@school/contract/entities/entityReader";
import { birthdayRead, type Birthday } from "@school/contract/entities/birthdayRead";
import { blogRead, type BlogPost } from "@school/contract/entities/blogRead";
import { calendarRead, type CalendarEvent } from "@school/contract/entities/calendarRead";
import { eventRead, type SchoolEvent } from "@school/contract/entities/eventRead";
import { galleryRead, type GalleryItem } from "@school/contract/entities/galleryRead";
import { highlightRead, type Highlight } from "@school/contract/entities/highlightRead";
import { newsRead, type NewsItem } from "@school/contract/entities/newsRead";
import { registrationRead, type RegistrationLink } from "@school/contract/entities/registrationRead";
import { topperRead, type Topper } from "@school/contract/entities/topperRead";
import { API_PATHS, apiPath, type ApiPath } from "@school/contract/apiPaths";
import { SCHOOL_CODE } from "./config";
import { requestJson, type RequestOptions } from "./http";

/** A list of this school's. */
const list = (pattern: ApiPath) => apiPath(pattern, { code: SCHOOL_CODE });

/** Lists a page may ask the browser to fetch while its script is still loading (`preload` of
 * PageFrame): sent without credentials, so the preloaded answer serves the page's own fetch. The
 * auth helper's calls (toppers, calendar) are among them: the helper adds a bearer token only where
 * the browser stores one, which nothing on this site does; a visitor who has one asks again. */
export const PRELOADABLE = {
  careerNotices: list(API_PATHS.allHighlights),
  allNews: list(API_PATHS.allNews),
  upcomingEvents: list(API_PATHS.upcomingEvents),
  allEvents: list(API_PATHS.allEvents),
  photoGalleries: list(API_PATHS.photoGalleries),
  allGalleryItems: list(API_PATHS.allGalleryItems),
  blogPosts: list(API_PATHS.blogPosts),
  toppers: list(API_PATHS.toppers),
  calendar: list(API_PATHS.calendar),
} as const;

/** Items a page chosen by `?id=` shows, as addresses up to the id: the page asks for its item while
 * its script still loads (`preloadItem` of PageHead), and its own fetch asks the same address. */
export const ITEM_BY_ID = {
  galleryItem: `${API_PATHS.galleryItem}?id=`,
  blogPost: `${API_PATHS.blogPost}?id=`,
} as const;

async function get<T>(
  path: string,
  shape: (payload: unknown) => T,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const result = await requestJson(path, options);
  return result.ok ? { ok: true, data: shape(result.data) } : result;
}

const highlights = readList(highlightRead);
const newsItems = readList(newsRead);
const schoolEvents = readList(eventRead);
const galleryItems = readList(galleryRead);

const only = (category: string) => (items: Highlight[]) => items.filter((item) => item.category === category);

export const fetchHighlights = (): Promise<ApiResult<Highlight[]>> =>
  get(list(API_PATHS.highlights), (p) => only("Highlight")(highlights(p)));

export const fetchCareerNotices = (): Promise<ApiResult<Highlight[]>> =>
  get(PRELOADABLE.careerNotices, (p) => only("Notice")(highlights(p)));

export const fetchLatestNews = (): Promise<ApiResult<NewsItem[]>> => get(list(API_PATHS.latestNews), newsItems);

export const fetchAllNews = (): Promise<ApiResult<NewsItem[]>> => get(PRELOADABLE.allNews, newsItems);

/** One news item by id: SPEC's API has no call for one, so it is found in the list of all news,
 * which any host that speaks that API answers (and which /news has often just asked for). */
export const fetchNewsItem = (id: string): Promise<ApiResult<NewsItem | null>> =>
  get(PRELOADABLE.allNews, (p) => newsItems(p).find((item) => item.id === id) ?? null);

export const fetchUpcomingEvents = (): Promise<ApiResult<SchoolEvent[]>> =>
  get(PRELOADABLE.upcomingEvents, schoolEvents);

export const fetchAllEvents = (): Promise<ApiResult<SchoolEvent[]>> => get(PRELOADABLE.allEvents, schoolEvents);

export const fetchBirthdays = (): Promise<ApiResult<Birthday[]>> =>
  get(list(API_PATHS.birthdays), readList(birthdayRead));

export const fetchPhotoGalleries = (): Promise<ApiResult<GalleryItem[]>> =>
  get(PRELOADABLE.photoGalleries, galleryItems);

/** Every gallery item of every category: recent activities and sports corner filter it by category. */
export const fetchAllGalleryItems = (): Promise<ApiResult<GalleryItem[]>> =>
  get(PRELOADABLE.allGalleryItems, galleryItems);

export const fetchGalleryItem = (id: string): Promise<ApiResult<GalleryItem | null>> =>
  get(`${ITEM_BY_ID.galleryItem}${encodeURIComponent(id)}`, readOne(galleryRead));

export const fetchBlogPosts = (): Promise<ApiResult<BlogPost[]>> => get(PRELOADABLE.blogPosts, readList(blogRead));

export const fetchBlogPost = (id: string): Promise<ApiResult<BlogPost | null>> =>
  get(`${ITEM_BY_ID.blogPost}${encodeURIComponent(id)}`, readOne(blogRead));

export const fetchToppers = (): Promise<ApiResult<Topper[]>> =>
  get(PRELOADABLE.toppers, readList(topperRead), { auth: true });

export const fetchRegistrationLinks = (): Promise<ApiResult<RegistrationLink[]>> =>
  get(list(API_PATHS.registrations), readList(registrationRead), { auth: true });

export const fetchCalendarEvents = (): Promise<ApiResult<CalendarEvent[]>> =>
  get(PRELOADABLE.calendar, readList(calendarRead), { auth: true });

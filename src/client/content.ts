/** One function per call of the content service (SPEC §7). Each resolves to typed, normalised
 * data or a typed error, and never throws. */
import type { ApiResult } from "./result";
import type {
  BlogPost,
  Birthday,
  CalendarEvent,
  GalleryItem,
  Highlight,
  NewsItem,
  RegistrationLink,
  SchoolEvent,
  Topper,
} from "../lib/entities";
import { API_PATHS, apiPath, type ApiPath } from "@school/contract/apiPaths";
import { SCHOOL_CODE } from "./config";
import { requestJson, type RequestOptions } from "./http";
import * as normalise from "./normalise";

/** A list of this school's. */
const list = (pattern: ApiPath) => apiPath(pattern, { code: SCHOOL_CODE });

/** Lists a page may ask the browser to fetch while its script is still loading (`preload` of
 * PageFrame): sent without credentials, so the preloaded answer serves the page's own fetch. */
export const PRELOADABLE = {
  careerNotices: list(API_PATHS.allHighlights),
  allNews: list(API_PATHS.allNews),
  upcomingEvents: list(API_PATHS.upcomingEvents),
  photoGalleries: list(API_PATHS.photoGalleries),
  allGalleryItems: list(API_PATHS.allGalleryItems),
  blogPosts: list(API_PATHS.blogPosts),
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

const only = (category: string) => (items: Highlight[]) => items.filter((item) => item.category === category);

export const fetchHighlights = (): Promise<ApiResult<Highlight[]>> =>
  get(list(API_PATHS.highlights), (p) => only("Highlight")(normalise.highlights(p)));

export const fetchCareerNotices = (): Promise<ApiResult<Highlight[]>> =>
  get(PRELOADABLE.careerNotices, (p) => only("Notice")(normalise.highlights(p)));

export const fetchLatestNews = (): Promise<ApiResult<NewsItem[]>> =>
  get(list(API_PATHS.latestNews), normalise.newsItems);

export const fetchAllNews = (): Promise<ApiResult<NewsItem[]>> => get(PRELOADABLE.allNews, normalise.newsItems);

export const fetchUpcomingEvents = (): Promise<ApiResult<SchoolEvent[]>> =>
  get(PRELOADABLE.upcomingEvents, normalise.schoolEvents);

export const fetchAllEvents = (): Promise<ApiResult<SchoolEvent[]>> =>
  get(list(API_PATHS.allEvents), normalise.schoolEvents);

export const fetchBirthdays = (): Promise<ApiResult<Birthday[]>> => get(list(API_PATHS.birthdays), normalise.birthdays);

export const fetchPhotoGalleries = (): Promise<ApiResult<GalleryItem[]>> =>
  get(PRELOADABLE.photoGalleries, normalise.galleryItems);

/** Every gallery item of every category: recent activities and sports corner filter it by category. */
export const fetchAllGalleryItems = (): Promise<ApiResult<GalleryItem[]>> =>
  get(PRELOADABLE.allGalleryItems, normalise.galleryItems);

export const fetchGalleryItem = (id: string): Promise<ApiResult<GalleryItem | null>> =>
  get(`${ITEM_BY_ID.galleryItem}${encodeURIComponent(id)}`, normalise.oneGalleryItem);

export const fetchBlogPosts = (): Promise<ApiResult<BlogPost[]>> => get(PRELOADABLE.blogPosts, normalise.blogPosts);

export const fetchBlogPost = (id: string): Promise<ApiResult<BlogPost | null>> =>
  get(`${ITEM_BY_ID.blogPost}${encodeURIComponent(id)}`, normalise.oneBlogPost);

export const fetchToppers = (): Promise<ApiResult<Topper[]>> =>
  get(list(API_PATHS.toppers), normalise.toppers, { auth: true });

export const fetchRegistrationLinks = (): Promise<ApiResult<RegistrationLink[]>> =>
  get(list(API_PATHS.registrations), normalise.registrationLinks, { auth: true });

export const fetchCalendarEvents = (): Promise<ApiResult<CalendarEvent[]>> =>
  get(list(API_PATHS.calendar), normalise.calendarEvents, { auth: true });

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

type Readers = typeof import("./normalise");

/** The readers (zod's read schemas) load beside the first answer rather than with the page: they are
 * no part of any page's first-load JavaScript, which DESIGN.md budgets. Null when they cannot load. */
const loadReaders = (): Promise<Readers | null> => import("./normalise").catch(() => null);

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
  reader: (readers: Readers) => (payload: unknown) => T,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const [result, readers] = await Promise.all([requestJson(path, options), loadReaders()]);
  if (!result.ok) return result;
  if (!readers) return { ok: false, error: { kind: "network", message: "The page's readers did not load" } };
  return { ok: true, data: reader(readers)(result.data) };
}

const only =
  (category: string) =>
  ({ highlights }: Readers) =>
  (payload: unknown): Highlight[] =>
    highlights(payload).filter((item) => item.category === category);

export const fetchHighlights = (): Promise<ApiResult<Highlight[]>> =>
  get(list(API_PATHS.highlights), only("Highlight"));

export const fetchCareerNotices = (): Promise<ApiResult<Highlight[]>> => get(PRELOADABLE.careerNotices, only("Notice"));

export const fetchLatestNews = (): Promise<ApiResult<NewsItem[]>> =>
  get(list(API_PATHS.latestNews), (read) => read.newsItems);

export const fetchAllNews = (): Promise<ApiResult<NewsItem[]>> => get(PRELOADABLE.allNews, (read) => read.newsItems);

export const fetchUpcomingEvents = (): Promise<ApiResult<SchoolEvent[]>> =>
  get(PRELOADABLE.upcomingEvents, (read) => read.schoolEvents);

export const fetchAllEvents = (): Promise<ApiResult<SchoolEvent[]>> =>
  get(list(API_PATHS.allEvents), (read) => read.schoolEvents);

export const fetchBirthdays = (): Promise<ApiResult<Birthday[]>> =>
  get(list(API_PATHS.birthdays), (read) => read.birthdays);

export const fetchPhotoGalleries = (): Promise<ApiResult<GalleryItem[]>> =>
  get(PRELOADABLE.photoGalleries, (read) => read.galleryItems);

/** Every gallery item of every category: recent activities and sports corner filter it by category. */
export const fetchAllGalleryItems = (): Promise<ApiResult<GalleryItem[]>> =>
  get(PRELOADABLE.allGalleryItems, (read) => read.galleryItems);

export const fetchGalleryItem = (id: string): Promise<ApiResult<GalleryItem | null>> =>
  get(`${ITEM_BY_ID.galleryItem}${encodeURIComponent(id)}`, (read) => read.oneGalleryItem);

export const fetchBlogPosts = (): Promise<ApiResult<BlogPost[]>> =>
  get(PRELOADABLE.blogPosts, (read) => read.blogPosts);

export const fetchBlogPost = (id: string): Promise<ApiResult<BlogPost | null>> =>
  get(`${ITEM_BY_ID.blogPost}${encodeURIComponent(id)}`, (read) => read.oneBlogPost);

export const fetchToppers = (): Promise<ApiResult<Topper[]>> =>
  get(list(API_PATHS.toppers), (read) => read.toppers, { auth: true });

export const fetchRegistrationLinks = (): Promise<ApiResult<RegistrationLink[]>> =>
  get(list(API_PATHS.registrations), (read) => read.registrationLinks, { auth: true });

export const fetchCalendarEvents = (): Promise<ApiResult<CalendarEvent[]>> =>
  get(list(API_PATHS.calendar), (read) => read.calendarEvents, { auth: true });

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
import { SCHOOL_CODE } from "./config";
import { requestJson, type RequestOptions } from "./http";
import * as normalise from "./normalise";

const code = encodeURIComponent(SCHOOL_CODE);

/** Lists a page may ask the browser to fetch while its script is still loading (`preload` of
 * PageFrame): sent without credentials, so the preloaded answer serves the page's own fetch. */
export const PRELOADABLE = {
  careerNotices: `/api/highlight/all/${code}`,
  allNews: `/api/news/All/${code}`,
  upcomingEvents: `/api/events/${code}`,
  photoGalleries: `/api/gallery/${code}`,
  allGalleryItems: `/api/gallery/All/${code}`,
  blogPosts: `/api/blog/All/${code}`,
} as const;

/** Items a page chosen by `?id=` shows, as addresses up to the id: the page asks for its item while
 * its script still loads (`preloadItem` of PageHead), and its own fetch asks the same address. */
export const ITEM_BY_ID = {
  galleryItem: "/api/subGallery?id=",
  blogPost: "/api/innerBlog?id=",
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
  get(`/api/highlight/${code}`, (p) => only("Highlight")(normalise.highlights(p)));

export const fetchCareerNotices = (): Promise<ApiResult<Highlight[]>> =>
  get(PRELOADABLE.careerNotices, (p) => only("Notice")(normalise.highlights(p)));

export const fetchLatestNews = (): Promise<ApiResult<NewsItem[]>> => get(`/api/news/${code}`, normalise.newsItems);

export const fetchAllNews = (): Promise<ApiResult<NewsItem[]>> => get(PRELOADABLE.allNews, normalise.newsItems);

export const fetchUpcomingEvents = (): Promise<ApiResult<SchoolEvent[]>> =>
  get(PRELOADABLE.upcomingEvents, normalise.schoolEvents);

export const fetchAllEvents = (): Promise<ApiResult<SchoolEvent[]>> =>
  get(`/api/events/All/${code}`, normalise.schoolEvents);

export const fetchBirthdays = (): Promise<ApiResult<Birthday[]>> => get(`/api/birthdays/${code}`, normalise.birthdays);

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
  get(`/api/topper/${code}`, normalise.toppers, { auth: true });

export const fetchRegistrationLinks = (): Promise<ApiResult<RegistrationLink[]>> =>
  get(`/api/onlineRegistration/${code}`, normalise.registrationLinks, { auth: true });

export const fetchCalendarEvents = (): Promise<ApiResult<CalendarEvent[]>> =>
  get(`/api/academicCalender/all/${code}`, normalise.calendarEvents, { auth: true });

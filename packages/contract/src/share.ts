/** Items shared with a preview of their own (issue 30): a link to `/share/{kind}/{id}` at the content
 * service previews as the item (its title, words and cover), and takes a visitor on to its page of
 * the site, which shows nothing of the item until its script asks the service. */
import type { GalleryCategory } from "./categories";

export const SHARE_KINDS = ["album", "post", "news"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const isShareKind = (value: string): value is ShareKind => (SHARE_KINDS as readonly string[]).includes(value);

/** The site's page of an album, by where the desk filed it. */
export const ALBUM_PAGES: Record<GalleryCategory, string> = {
  PhotoGallery: "/photo-categories",
  RecentActivities: "/sub-recent-activities",
  SportsCorner: "/sub-sports-corner",
};

/** The site's page of a blog post. */
export const POST_PAGE = "/blog-inner";

/** The site's page of a news item (not in SPEC, which shows news only in lists: docs/choices.md). */
export const NEWS_PAGE = "/news-details";

/** The size of a shared link's picture, as WhatsApp, Facebook and X show it best. */
export const SHARE_COVER = { width: 1200, height: 630 } as const;

/** The site's address of an item: its page with `?id=`. */
export const itemPageAddress = (page: string, id: string) => `${page}?id=${encodeURIComponent(id)}`;

/** The picture the build draws for a page of the site (src/lib/linkPreview.ts), for a path without
 * a trailing slash: /og/home.png for the home page, /og/fee-9.png for /fee-9. */
export const pagePreviewImage = (page: string) => (page === "/" ? "/og/home.png" : `/og${page}.png`);

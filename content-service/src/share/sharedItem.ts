import { galleryRead } from "@school/contract/entities/galleryRead";
import { blogRead } from "@school/contract/entities/blogRead";
import { newsRead } from "@school/contract/entities/newsRead";
import { readOne } from "@school/contract/entities/entityReader";
import { excerpt, proseText } from "@school/contract/coerce";
import { formatShortDate } from "@school/contract/dates";
import { ALBUM_PAGES, NEWS_PAGE, POST_PAGE, type ShareKind } from "@school/contract/share";
import type { GalleryCategory } from "@school/contract/categories";
import type { EntityKind } from "../db/entities";

/** What a shared link previews: the item as the site would show it. */
export interface SharedItem {
  title: string;
  description: string;
  /** The site's page that shows it (its `?id=` is added with the id). */
  page: string;
  /** The attachment its picture is drawn from, or null when it has none. */
  cover: string | null;
}

/** The stored kind behind each shared kind. */
export const SHARED_ENTITY: Record<ShareKind, EntityKind> = { album: "gallery", post: "blog", news: "news" };

const readAlbum = readOne(galleryRead);
const readPost = readOne(blogRead);
const readNews = readOne(newsRead);

const photos = (count: number) => (count === 1 ? "1 photo" : `${count} photos`);

/** Each kind's preview of a stored item read as the site reads it, or null when the site could not show it. */
const PREVIEWS: Record<ShareKind, (row: unknown) => SharedItem | null> = {
  album: (row) => {
    const album = readAlbum(row);
    if (!album) return null;
    const page = ALBUM_PAGES[album.category as GalleryCategory] ?? ALBUM_PAGES.PhotoGallery;
    const count = photos(album.attachments.length);
    const words = excerpt(proseText(album.description), 200);
    return {
      title: album.title,
      description: words ? `${words} (${count})` : `${count} from the album "${album.title}".`,
      page,
      cover: album.attachments[0] ?? null,
    };
  },
  post: (row) => {
    const post = readPost(row);
    return (
      post && { title: post.title, description: post.excerpt, page: POST_PAGE, cover: post.attachments[0] ?? null }
    );
  },
  // A news item's first attachment is usually its PDF: the route draws a cover only from a photo.
  news: (row) => {
    const news = readNews(row);
    if (!news) return null;
    const words = excerpt(news.description, 200);
    const date = formatShortDate(news.fromDate);
    return {
      title: news.title,
      description: words || (date ? `School news of ${date}.` : "School news."),
      page: NEWS_PAGE,
      cover: news.attachments[0] ?? null,
    };
  },
};

/** The preview of a stored item read as the site reads it, or null when the site could not show it. */
export const sharedItem = (kind: ShareKind, row: unknown): SharedItem | null => PREVIEWS[kind](row);

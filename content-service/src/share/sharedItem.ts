import { galleryRead } from "@school/contract/entities/galleryRead";
import { blogRead } from "@school/contract/entities/blogRead";
import { readOne } from "@school/contract/entities/entityReader";
import { excerpt, proseText } from "@school/contract/coerce";
import { ALBUM_PAGES, POST_PAGE, type ShareKind } from "@school/contract/share";
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
export const SHARED_ENTITY: Record<ShareKind, EntityKind> = { album: "gallery", post: "blog" };

const readAlbum = readOne(galleryRead);
const readPost = readOne(blogRead);

const photos = (count: number) => (count === 1 ? "1 photo" : `${count} photos`);

/** The preview of a stored item read as the site reads it, or null when the site could not show it. */
export function sharedItem(kind: ShareKind, row: unknown): SharedItem | null {
  if (kind === "album") {
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
  }
  const post = readPost(row);
  if (!post) return null;
  return { title: post.title, description: post.excerpt, page: POST_PAGE, cover: post.attachments[0] ?? null };
}

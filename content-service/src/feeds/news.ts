import { Feed } from "feed";
import type { EntityBody } from "../db/entities";
// The site's own reading of service HTML: tags dropped, and the text of scripts and styles with them.
import { plainText as plain } from "@school/contract/coerce";

export interface NewsFeedContext {
  schoolName: string;
  siteUrl: string;
  feedUrl: string;
  imageUrl: (id: string) => string;
  /** Type and size of an attachment, for the enclosure; null when it is not stored. */
  attachment: (id: string) => { type: string; bytes: number } | null;
}

/** The school's news as RSS 2.0, newest first: each item's title, text, date and, when it has one,
 * its first attachment (usually a PDF) as the enclosure. Written by the `feed` library. */
export function newsRss(items: EntityBody[], context: NewsFeedContext): string {
  const feed = new Feed({
    title: `${context.schoolName}: news`,
    description: `News and notices from ${context.schoolName}`,
    id: `${context.siteUrl}/news`,
    link: `${context.siteUrl}/news`,
    language: "en-IN",
    copyright: context.schoolName,
    feedLinks: { rss: context.feedUrl },
  });
  for (const item of items) {
    const date = new Date(`${String(item.fromDate)}T00:00:00+05:30`);
    if (Number.isNaN(date.getTime())) continue;
    const first = Array.isArray(item.attachments) ? String(item.attachments[0] ?? "") : "";
    const stored = first ? context.attachment(first) : null;
    feed.addItem({
      title: plain(item.title) || "News",
      id: `${context.siteUrl}/news#${String(item._id)}`,
      guid: `news-${String(item._id)}`,
      link: `${context.siteUrl}/news`,
      date,
      description: plain(item.description) || undefined,
      enclosure: stored ? { url: context.imageUrl(first), type: stored.type, length: stored.bytes } : undefined,
    });
  }
  return feed.rss2();
}

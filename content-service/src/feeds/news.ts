import { Feed } from "feed";
import { ALERT_LEVEL_WORDS, type AlertLevel } from "@school/contract/alerts";
import { indiaMoment } from "@school/contract/indiaToday";
import { NEWS_PAGE, itemPageAddress } from "@school/contract/share";
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

/** The school's news as RSS 2.0: first the urgent notices in force (`notices`), each titled with its
 * level's word, then the news, newest first, each with its title, text, date, its page of the site
 * and, when it has one, its first attachment (usually a PDF) as the enclosure. Written by the `feed`
 * library. */
export function newsRss(items: EntityBody[], context: NewsFeedContext, notices: EntityBody[] = []): string {
  const feed = new Feed({
    title: `${context.schoolName}: news`,
    description: `News and notices from ${context.schoolName}`,
    id: `${context.siteUrl}/news`,
    link: `${context.siteUrl}/news`,
    language: "en-IN",
    copyright: context.schoolName,
    feedLinks: { rss: context.feedUrl },
  });
  for (const notice of notices) {
    const level = ALERT_LEVEL_WORDS[notice.level as AlertLevel] ?? ALERT_LEVEL_WORDS.information;
    const link = typeof notice.link === "string" && notice.link ? notice.link : "/";
    feed.addItem({
      title: `${level}: ${plain(notice.title)}`,
      id: `${context.siteUrl}/#notice-${String(notice._id)}`,
      guid: `notice-${String(notice._id)}-${String(notice.startsAt)}`,
      link: `${context.siteUrl}${link}`,
      date: indiaMoment(String(notice.startsAt)),
      description: plain(notice.message) || undefined,
    });
  }
  for (const item of items) {
    const date = indiaMoment(`${String(item.fromDate)}T00:00`);
    if (Number.isNaN(date.getTime())) continue;
    const first = Array.isArray(item.attachments) ? String(item.attachments[0] ?? "") : "";
    const stored = first ? context.attachment(first) : null;
    const page = `${context.siteUrl}${itemPageAddress(NEWS_PAGE, String(item._id))}`;
    feed.addItem({
      title: plain(item.title) || "News",
      id: page,
      // The item's own name, not an address that may change: a reader never shows an item twice.
      guid: `news-${String(item._id)}`,
      link: page,
      date,
      description: plain(item.description) || undefined,
      enclosure: stored ? { url: context.imageUrl(first), type: stored.type, length: stored.bytes } : undefined,
    });
  }
  return feed.rss2();
}

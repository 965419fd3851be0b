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
import {
  attachmentCaptions,
  attachmentList,
  idOf,
  isoDate,
  isRecord,
  listOf,
  numberOrNull,
  objectOf,
  excerpt,
  plainText,
  proseText,
  rawText,
  safeHttpUrl,
  serviceIdOf,
} from "@school/contract/coerce";

type Row = Record<string, unknown>;

/** Maps every object of a list payload through `one`; non-objects and rejected rows are dropped. */
function listNormaliser<T>(one: (row: Row, index: number) => T | null) {
  return (payload: unknown): T[] =>
    listOf(payload).flatMap((row, index) => {
      if (!isRecord(row)) return [];
      const item = one(row, index);
      return item === null ? [] : [item];
    });
}

const optionalText = (value: unknown): string | null => plainText(value) || null;

export function highlight(row: Row, index: number): Highlight | null {
  const title = plainText(row.title);
  if (!title) return null;
  return {
    id: idOf(row, index),
    category: plainText(row.category),
    title,
    fromDate: isoDate(row.fromDate),
    attachments: attachmentList(row.attachments),
  };
}

export function newsItem(row: Row, index: number): NewsItem | null {
  const title = plainText(row.title);
  if (!title) return null;
  return {
    id: idOf(row, index),
    title,
    description: plainText(row.description),
    fromDate: isoDate(row.fromDate ?? row.date),
    attachments: attachmentList(row.attachments),
  };
}

/** Events keep missing fields as null: the page shows SPEC's defaults ("Untitled Event", …). */
export function schoolEvent(row: Row, index: number): SchoolEvent {
  return {
    id: idOf(row, index),
    serviceId: serviceIdOf(row),
    title: optionalText(row.title),
    description: optionalText(row.description),
    // SPEC §3: an event carries "date or toDate"; one with only an end date is dated by it.
    date: isoDate(row.date) ?? isoDate(row.fromDate) ?? isoDate(row.toDate),
    toDate: isoDate(row.toDate),
    time: optionalText(row.time),
    venue: optionalText(row.venue),
    images: attachmentList(row.images),
    attachments: attachmentList(row.attachments),
  };
}

export function birthday(row: Row, index: number): Birthday | null {
  const name = plainText(row.name);
  if (!name) return null;
  return {
    id: idOf(row, index),
    name,
    className: plainText(row.class ?? row.className),
    image: attachmentList(row.attachments)[0] ?? null,
    // The desk's "26 July"; a full date of birth another service may send gives its day and month.
    day: plainText(row.day ?? row.date ?? row.dob) || null,
  };
}

export function galleryItem(row: Row, index: number): GalleryItem | null {
  const title = plainText(row.title);
  if (!title) return null;
  return {
    id: idOf(row, index),
    category: plainText(row.category),
    title,
    date: isoDate(row.date ?? row.fromDate),
    description: plainText(row.description),
    attachments: attachmentList(row.attachments),
    captions: attachmentCaptions(row.attachments),
  };
}

export function topper(row: Row, index: number): Topper | null {
  const name = plainText(row.name);
  if (!name) return null;
  return {
    id: idOf(row, index),
    name,
    stream: plainText(row.stream),
    division: numberOrNull(row.division),
    className: plainText(row.class ?? row.className).toUpperCase(),
    sessionYear: optionalText(row.sessionYear),
    photo: attachmentList(row.attachments)[0] ?? null,
  };
}

export function blogPost(row: Row, index: number): BlogPost | null {
  const title = plainText(row.title);
  if (!title) return null;
  return {
    id: idOf(row, index),
    title,
    description: rawText(row.description),
    excerpt: excerpt(proseText(row.description)),
    date: isoDate(row.date ?? row.fromDate),
    attachments: attachmentList(row.attachments),
    alt: plainText(row.alt) || title,
  };
}

export function calendarEvent(row: Row, index: number): CalendarEvent | null {
  const title = plainText(row.title);
  if (!title) return null;
  return {
    id: idOf(row, index),
    title,
    date: isoDate(row.date ?? row.fromDate),
    attachments: attachmentList(row.attachments),
  };
}

export function registrationLink(row: Row, index: number): RegistrationLink | null {
  const title = plainText(row.title);
  const url = safeHttpUrl(row.url);
  if (!title || !url) return null;
  return { id: idOf(row, index), title, url, attachments: attachmentList(row.attachments) };
}

export const highlights = listNormaliser(highlight);
export const newsItems = listNormaliser(newsItem);
export const schoolEvents = listNormaliser(schoolEvent);
export const birthdays = listNormaliser(birthday);
export const galleryItems = listNormaliser(galleryItem);
export const toppers = listNormaliser(topper);
export const blogPosts = listNormaliser(blogPost);
export const calendarEvents = listNormaliser(calendarEvent);
export const registrationLinks = listNormaliser(registrationLink);

/** One gallery item or blog post from a detail answer; null when it holds nothing usable. */
export const oneGalleryItem = (payload: unknown): GalleryItem | null => {
  const row = objectOf(payload);
  return row ? galleryItem(row, 0) : null;
};

export const oneBlogPost = (payload: unknown): BlogPost | null => {
  const row = objectOf(payload);
  return row ? blogPost(row, 0) : null;
};

/** The certificate image path of a transfer-certificate lookup answer (`{data: "<path>"}`). */
export function certificatePath(payload: unknown): string | null {
  if (isRecord(payload) && typeof payload.data === "string" && payload.data.trim()) return payload.data.trim();
  return null;
}

/** The content service's entities (SPEC §3), as the site uses them after the client has normalised
 * whatever the service sent. */

/** An attachment as the content service names it: an id served at /api/image/{id}, or a stored path. */
export type AttachmentRef = string;

/** A date as "YYYY-MM-DD", or null when the service gave none or an unreadable one. */
export type IsoDate = string | null;

export interface Highlight {
  id: string;
  category: string;
  title: string;
  fromDate: IsoDate;
  attachments: AttachmentRef[];
}

export interface NewsItem {
  id: string;
  title: string;
  description: string;
  fromDate: IsoDate;
  attachments: AttachmentRef[];
}

export interface SchoolEvent {
  id: string;
  /** The service's own id, which names the event's calendar file; null when it sent none. */
  serviceId: string | null;
  title: string | null;
  description: string | null;
  date: IsoDate;
  toDate: IsoDate;
  time: string | null;
  venue: string | null;
  images: AttachmentRef[];
  attachments: AttachmentRef[];
}

export interface Birthday {
  id: string;
  name: string;
  className: string;
  image: AttachmentRef | null;
  /** The day and month it falls on as the service wrote it (the desk's "26 July"), read when the
   * home page shows today's (birthdaysToday.ts); null when it gave none. */
  day: string | null;
}

export interface GalleryItem {
  id: string;
  category: string;
  title: string;
  date: IsoDate;
  description: string;
  attachments: AttachmentRef[];
  /** Each attachment's caption, in the same order; "" where it has none. */
  captions: string[];
}

export interface Topper {
  id: string;
  name: string;
  stream: string;
  /** Percentage, such as 97.4. */
  division: number | null;
  className: string;
  /** Text such as "2024-2025". */
  sessionYear: string | null;
  photo: AttachmentRef | null;
}

export interface BlogPost {
  id: string;
  title: string;
  /** HTML from the service: sanitise before rendering. */
  description: string;
  /** The post's opening words as plain text, for its card. */
  excerpt: string;
  date: IsoDate;
  attachments: AttachmentRef[];
  alt: string;
}

export interface CalendarEvent {
  id: string;
  title: string;
  date: IsoDate;
  attachments: AttachmentRef[];
}

export interface RegistrationLink {
  id: string;
  title: string;
  url: string;
  attachments: AttachmentRef[];
}

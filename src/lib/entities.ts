/** The content service's entities (SPEC §3), as the site uses them: what the contract's read schemas
 * (packages/contract/src/entities/) make of whatever the service sent. */
export type { Birthday } from "@school/contract/entities/birthday";
export type { BlogPost } from "@school/contract/entities/blog";
export type { CalendarEvent } from "@school/contract/entities/calendar";
export type { SchoolEvent } from "@school/contract/entities/event";
export type { GalleryItem } from "@school/contract/entities/gallery";
export type { Highlight } from "@school/contract/entities/highlight";
export type { NewsItem } from "@school/contract/entities/news";
export type { RegistrationLink } from "@school/contract/entities/registration";
export type { Topper } from "@school/contract/entities/topper";

/** A date as "YYYY-MM-DD", or null when the service gave none or an unreadable one. */
export type IsoDate = string | null;

/** One item of each kind, in a sentence: "Anita changed this album at …", "Delete this album?". */
import type { KindName } from "./kinds";

export const KIND_NOUNS: Record<KindName, string> = {
  highlights: "highlight or notice",
  news: "news item",
  events: "event",
  birthdays: "birthday",
  gallery: "album",
  toppers: "topper",
  blog: "blog post",
  calendar: "calendar date",
  registrations: "registration link",
  alerts: "urgent notice",
  certificates: "transfer certificate",
  submissions: "enquiry or application",
};

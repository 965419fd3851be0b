import type { Birthday } from "@school/contract/entities/birthdayRead";
import type { SchoolEvent } from "@school/contract/entities/eventRead";
import type { GalleryItem } from "@school/contract/entities/galleryRead";
import type { Topper } from "@school/contract/entities/topperRead";

/** What a section shows when the content service has nothing for it, or cannot be reached
 * (SPEC §3 "Placeholder content when lists are empty", §4). */

export const TICKER_PLACEHOLDER = "Stay Tuned For More Updates";
export const TICKER_PLACEHOLDER_COUNT = 3;

export const sampleToppers = (className: "X" | "XII"): Topper[] =>
  Array.from({ length: 6 }, (_, i) => ({
    id: `sample-topper-${className}-${i}`,
    name: "Student Name",
    stream: "Subject",
    division: 100,
    className,
    sessionYear: "2025-2026",
    photo: null,
  }));

export const SAMPLE_BIRTHDAYS: Birthday[] = [0, 1].map((i) => ({
  id: `sample-birthday-${i}`,
  name: "Student Name",
  className: "Class",
  image: null,
  day: null,
}));

export const SAMPLE_GALLERY: GalleryItem[] = Array.from({ length: 6 }, (_, i) => ({
  id: `sample-gallery-${i}`,
  category: "PhotoGallery",
  title: "Activities & Celebrations",
  date: null,
  description: "",
  attachments: [],
  captions: [],
}));

export const SAMPLE_EVENTS: SchoolEvent[] = [0, 1].map((i) => ({
  id: `sample-event-${i}`,
  serviceId: null,
  title: "Kargil Vijay Diwas",
  description: "A special assembly in remembrance of the soldiers who gave their lives for the nation.",
  date: "2025-07-26",
  toDate: null,
  time: "08:00 am",
  venue: "School Assembly Ground",
  images: [],
  attachments: [],
}));

/** SPEC §8 "Missing event data", except the time: an event without one lasts all day, as the desk
 * tells staff and the calendar feed says, not from SPEC's "08:00 am" (docs/choices.md). */
export const EVENT_DEFAULTS = {
  date: "Date not available",
  title: "Untitled Event",
  description: "Description not available.",
  time: "All day",
} as const;

/** Whatever the content service answers, read as the site's entities by the contract's read schemas:
 * rows that cannot be shown are dropped, and nothing throws. */
import { birthdayRead } from "@school/contract/entities/birthday";
import { blogRead } from "@school/contract/entities/blog";
import { calendarRead } from "@school/contract/entities/calendar";
import { readList, readOne } from "@school/contract/entities/entityReader";
import { eventRead } from "@school/contract/entities/event";
import { galleryRead } from "@school/contract/entities/gallery";
import { highlightRead } from "@school/contract/entities/highlight";
import { newsRead } from "@school/contract/entities/news";
import { registrationRead } from "@school/contract/entities/registration";
import { topperRead } from "@school/contract/entities/topper";

export const highlights = readList(highlightRead);
export const newsItems = readList(newsRead);
export const schoolEvents = readList(eventRead);
export const birthdays = readList(birthdayRead);
export const galleryItems = readList(galleryRead);
export const toppers = readList(topperRead);
export const blogPosts = readList(blogRead);
export const calendarEvents = readList(calendarRead);
export const registrationLinks = readList(registrationRead);

/** One gallery item or blog post from a detail answer; null when it holds nothing usable. */
export const oneGalleryItem = readOne(galleryRead);
export const oneBlogPost = readOne(blogRead);

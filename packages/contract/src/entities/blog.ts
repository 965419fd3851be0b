/** A blog post (SPEC §3): HTML, with pictures. */
import * as z from "zod/mini";
import { SEVERAL_LINES } from "../text";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";
import {
  attachments,
  isoDate,
  optionalText,
  requiredText,
  textUpTo,
  whenMissing,
  withoutHiddenCharacters,
} from "./writeFields";

const NO_TEXT = "Write the post.";

/** Elements whose content is never shown; the stored post loses them whole
 * (content-service/src/desk/sanitizeBlog.ts). */
const UNSHOWN_ELEMENTS = /<(script|style|textarea|option|noscript|template|iframe|title)\b[\s\S]*?(<\/\1\s*>|$)/gi;

/** Whether HTML holds any words a reader would see. The server checks the post as it will be
 * stored (sanitised first), so this reading only has to be close in the desk's form. */
const hasVisibleText = (html: string) =>
  html
    .replace(UNSHOWN_ELEMENTS, " ")
    .replace(/<[^>]*>?/g, " ")
    .replace(/&(nbsp|#160|#xa0);/gi, " ")
    .trim() !== "";

export const blogWrite = z.object({
  title: requiredText("Title", 200),
  // One message whether the field is empty or holds only what sanitising drops: the server
  // checks the sanitised post, the form the typed one, and both must say the same.
  description: z.string(whenMissing(NO_TEXT)).check(
    z.minLength(1, NO_TEXT),
    ...textUpTo(100_000, "The post must be 100,000 characters or fewer."),
    withoutHiddenCharacters("Post", SEVERAL_LINES),
    z.refine((value) => !value || hasVisibleText(value), NO_TEXT),
  ),
  date: isoDate("Date"),
  attachments: attachments("pictures", 10),
  alt: optionalText("Picture description", 200),
});

export const blogRead = entityReader(blogWrite, {
  fields: { title: read.title, description: read.post, date: read.date, attachments: read.attachments, alt: read.text },
  aliases: (row) => ({ date: row.date ?? row.fromDate }),
  entity: ({ id, title, description, date, attachments, alt }) => ({
    id,
    title,
    /** HTML from the service: sanitise before rendering. */
    description: description.html,
    /** The post's opening words as plain text, for its card. */
    excerpt: description.excerpt,
    date,
    attachments,
    alt: alt || title,
  }),
});

export type BlogPost = Entity<typeof blogRead>;

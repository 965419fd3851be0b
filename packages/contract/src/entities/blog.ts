/** A blog post (SPEC §3): HTML, with pictures. */
import * as z from "zod/mini";
import { SEVERAL_LINES } from "../text";
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

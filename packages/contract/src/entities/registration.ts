/** A link to an online registration (SPEC §3). */
import * as z from "zod/mini";
import { attachments, requiredText, textUpTo, whenMissing, withoutHiddenCharacters } from "./writeFields";

const MISSING_URL = "Enter the address of the registration page.";

export const registrationWrite = z.object({
  title: requiredText("Title", 200),
  url: z
    .string(whenMissing(MISSING_URL))
    .check(
      z.trim(),
      z.minLength(1, MISSING_URL),
      ...textUpTo(500, "The address must be 500 characters or fewer."),
      withoutHiddenCharacters("Address"),
      z.regex(/^https?:\/\/[^\s]+$/, "Enter a full web address, starting with https://."),
    ),
  attachments: attachments("files", 5),
});

/** A link to an online registration (SPEC §3). */
import * as z from "zod/mini";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";
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

export const registrationRead = entityReader(registrationWrite, {
  fields: { title: read.title, url: read.webAddress, attachments: read.attachments },
  entity: ({ id, title, url, attachments }) => ({ id, title, url, attachments }),
});

export type RegistrationLink = Entity<typeof registrationRead>;

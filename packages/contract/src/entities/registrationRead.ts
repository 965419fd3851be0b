/** How the site reads a link to an online registration (registration.ts) from the service's answer. */
import { attachmentList, plainText, safeHttpUrl } from "../coerce";
import { entityReader, type Entity } from "./entityReader";
import type { registrationWrite } from "./registration";

export const registrationRead = entityReader<typeof registrationWrite>()({
  fields: { title: plainText, url: safeHttpUrl, attachments: attachmentList },
  entity: ({ id, title, url, attachments }) => (title && url ? { id, title, url, attachments } : null),
});

export type RegistrationLink = Entity<typeof registrationRead>;

/** How the site reads a link to an online registration (registration.ts) from the service's answer. */
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";
import type { registrationWrite } from "./registration";

export const registrationRead = entityReader<typeof registrationWrite>()({
  fields: { title: read.text, url: read.webAddress, attachments: read.attachments },
  entity: ({ id, title, url, attachments }) => (title && url ? { id, title, url, attachments } : null),
});

export type RegistrationLink = Entity<typeof registrationRead>;

/** How the site reads a pupil's birthday (birthday.ts) from the service's answer. */
import { plainText } from "../coerce";
import type { birthdayWrite } from "./birthday";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";

export const birthdayRead = entityReader<typeof birthdayWrite>()({
  fields: { name: plainText, class: plainText, day: read.optionalText, attachments: read.firstAttachment },
  // A full date of birth another service may send gives its day and month.
  aliases: (row) => ({ class: row.class ?? row.className, day: row.day ?? row.date ?? row.dob }),
  entity: ({ id, name, class: className, day, attachments: image }) =>
    name
      ? {
          id,
          name,
          className,
          image,
          /** The day and month it falls on as the service wrote it (the desk's "26 July"), read when the
           * home page shows today's (src/lib/birthdaysToday.ts); null when it gave none. */
          day,
        }
      : null,
});

export type Birthday = Entity<typeof birthdayRead>;

/** How the site reads a topper (topper.ts) from the service's answer. */
import { numberOrNull, plainText } from "../coerce";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";
import type { topperWrite } from "./topper";

export const topperRead = entityReader<typeof topperWrite>()({
  fields: {
    name: plainText,
    stream: plainText,
    division: numberOrNull,
    class: plainText,
    sessionYear: read.optionalText,
    attachments: read.firstAttachment,
  },
  aliases: (row) => ({ class: row.class ?? row.className }),
  entity: ({ id, name, stream, division, class: className, sessionYear, attachments: photo }) =>
    name
      ? {
          id,
          name,
          stream,
          /** Percentage, such as 97.4. */
          division,
          className: className.toUpperCase(),
          /** Text such as "2024-2025". */
          sessionYear,
          photo,
        }
      : null,
});

export type Topper = Entity<typeof topperRead>;

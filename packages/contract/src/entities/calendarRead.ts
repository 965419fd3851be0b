/** How the site reads a day of the school calendar (calendar.ts) from the service's answer. */
import { attachmentList, isoDate, plainText } from "../coerce";
import type { calendarWrite } from "./calendar";
import { entityReader, type Entity } from "./entityReader";

export const calendarRead = entityReader<typeof calendarWrite>()({
  fields: { title: plainText, date: isoDate, attachments: attachmentList },
  aliases: (row) => ({ date: row.date ?? row.fromDate }),
  entity: ({ id, title, date, attachments }) => (title ? { id, title, date, attachments } : null),
});

export type CalendarEvent = Entity<typeof calendarRead>;

/** How the site reads a day of the school calendar (calendar.ts) from the service's answer. */
import type { calendarWrite } from "./calendar";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";

export const calendarRead = entityReader<typeof calendarWrite>()({
  fields: { title: read.text, date: read.date, attachments: read.attachments },
  aliases: (row) => ({ date: row.date ?? row.fromDate }),
  entity: ({ id, title, date, attachments }) => (title ? { id, title, date, attachments } : null),
});

export type CalendarEvent = Entity<typeof calendarRead>;

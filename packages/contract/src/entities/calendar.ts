/** A day of the school calendar (SPEC §3). */
import * as z from "zod/mini";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";
import { attachments, isoDate, requiredText } from "./writeFields";

export const calendarWrite = z.object({
  title: requiredText("Title", 200),
  date: isoDate("Date"),
  attachments: attachments("files", 5),
});

export const calendarRead = entityReader(calendarWrite, {
  fields: { title: read.title, date: read.date, attachments: read.attachments },
  aliases: (row) => ({ date: row.date ?? row.fromDate }),
  entity: ({ id, title, date, attachments }) => ({ id, title, date, attachments }),
});

export type CalendarEvent = Entity<typeof calendarRead>;

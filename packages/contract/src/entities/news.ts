/** A news item (SPEC §3). */
import * as z from "zod/mini";
import { SEVERAL_LINES } from "../text";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";
import { attachments, isoDate, optionalText, requiredText } from "./writeFields";

export const newsWrite = z.object({
  title: requiredText("Title", 200),
  description: optionalText("Description", 5000, SEVERAL_LINES),
  fromDate: isoDate("Date"),
  attachments: attachments("files", 5),
});

export const newsRead = entityReader(newsWrite, {
  fields: { title: read.title, description: read.text, fromDate: read.date, attachments: read.attachments },
  aliases: (row) => ({ fromDate: row.fromDate ?? row.date }),
  entity: ({ id, title, description, fromDate, attachments }) => ({ id, title, description, fromDate, attachments }),
});

export type NewsItem = Entity<typeof newsRead>;

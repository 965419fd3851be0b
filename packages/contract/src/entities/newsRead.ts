/** How the site reads a news item (news.ts) from the service's answer. */
import { entityReader, type Entity } from "./entityReader";
import type { newsWrite } from "./news";
import * as read from "./readFields";

export const newsRead = entityReader<typeof newsWrite>()({
  fields: { title: read.text, description: read.text, fromDate: read.date, attachments: read.attachments },
  aliases: (row) => ({ fromDate: row.fromDate ?? row.date }),
  entity: ({ id, title, description, fromDate, attachments }) =>
    title ? { id, title, description, fromDate, attachments } : null,
});

export type NewsItem = Entity<typeof newsRead>;

/** How the site reads a news item (news.ts) from the service's answer. */
import { attachmentList, isoDate, plainText } from "../coerce";
import { entityReader, type Entity } from "./entityReader";
import type { newsWrite } from "./news";

export const newsRead = entityReader<typeof newsWrite>()({
  fields: { title: plainText, description: plainText, fromDate: isoDate, attachments: attachmentList },
  aliases: (row) => ({ fromDate: row.fromDate ?? row.date }),
  entity: ({ id, title, description, fromDate, attachments }) =>
    title ? { id, title, description, fromDate, attachments } : null,
});

export type NewsItem = Entity<typeof newsRead>;

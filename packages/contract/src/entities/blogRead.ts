/** How the site reads a blog post (blog.ts) from the service's answer. */
import { attachmentList, isoDate, plainText } from "../coerce";
import type { blogWrite } from "./blog";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";

export const blogRead = entityReader<typeof blogWrite>()({
  fields: { title: plainText, description: read.post, date: isoDate, attachments: attachmentList, alt: plainText },
  aliases: (row) => ({ date: row.date ?? row.fromDate }),
  entity: ({ id, title, description, date, attachments, alt }) =>
    title
      ? {
          id,
          title,
          /** HTML from the service: sanitise before rendering. */
          description: description.html,
          /** The post's opening words as plain text, for its card. */
          excerpt: description.excerpt,
          date,
          attachments,
          alt: alt || title,
        }
      : null,
});

export type BlogPost = Entity<typeof blogRead>;

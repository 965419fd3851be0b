/** How the site reads an album (gallery.ts) from the service's answer. */
import { isoDate, plainText } from "../coerce";
import { entityReader, type Entity } from "./entityReader";
import type { galleryWrite } from "./gallery";
import * as read from "./readFields";

export const galleryRead = entityReader<typeof galleryWrite>()({
  fields: {
    category: plainText,
    title: plainText,
    date: isoDate,
    description: plainText,
    attachments: read.captionedAttachments,
  },
  aliases: (row) => ({ date: row.date ?? row.fromDate }),
  entity: ({ id, category, title, date, description, attachments }) =>
    title
      ? {
          id,
          category,
          title,
          date,
          description,
          attachments: attachments.refs,
          /** Each attachment's caption, in the same order; "" where it has none. */
          captions: attachments.captions,
        }
      : null,
});

export type GalleryItem = Entity<typeof galleryRead>;

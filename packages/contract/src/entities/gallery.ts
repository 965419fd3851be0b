/** An album (SPEC §3) of the photo gallery, the recent activities or the sports corner. */
import * as z from "zod/mini";
import { SEVERAL_LINES } from "../text";
import { GALLERY_CATEGORIES } from "../categories";
import { entityReader, type Entity } from "./entityReader";
import * as read from "./readFields";
import { attachments, choice, isoDate, optionalText, requiredText } from "./writeFields";

export const galleryWrite = z.object({
  category: choice(GALLERY_CATEGORIES, "Choose where the album appears."),
  title: requiredText("Title", 200),
  date: isoDate("Date"),
  description: optionalText("Description", 5000, SEVERAL_LINES),
  attachments: attachments("photos", 200, z.minLength(1, "Add at least one photo.")),
});

export const galleryRead = entityReader(galleryWrite, {
  fields: {
    category: read.text,
    title: read.title,
    date: read.date,
    description: read.text,
    attachments: read.captionedAttachments,
  },
  aliases: (row) => ({ date: row.date ?? row.fromDate }),
  entity: ({ id, category, title, date, description, attachments }) => ({
    id,
    category,
    title,
    date,
    description,
    attachments: attachments.refs,
    /** Each attachment's caption, in the same order; "" where it has none. */
    captions: attachments.captions,
  }),
});

export type GalleryItem = Entity<typeof galleryRead>;

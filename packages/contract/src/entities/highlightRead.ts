/** How the site reads a highlight or notice (highlight.ts) from the service's answer. */
import { attachmentList, isoDate, plainText } from "../coerce";
import { entityReader, type Entity } from "./entityReader";
import type { highlightWrite } from "./highlight";

export const highlightRead = entityReader<typeof highlightWrite>()({
  fields: { category: plainText, title: plainText, fromDate: isoDate, attachments: attachmentList },
  entity: ({ id, category, title, fromDate, attachments }) =>
    title ? { id, category, title, fromDate, attachments } : null,
});

export type Highlight = Entity<typeof highlightRead>;

/** How the site reads a highlight or notice (highlight.ts) from the service's answer. */
import { entityReader, type Entity } from "./entityReader";
import type { highlightWrite } from "./highlight";
import * as read from "./readFields";

export const highlightRead = entityReader<typeof highlightWrite>()({
  fields: { category: read.text, title: read.text, fromDate: read.date, attachments: read.attachments },
  entity: ({ id, category, title, fromDate, attachments }) =>
    title ? { id, category, title, fromDate, attachments } : null,
});

export type Highlight = Entity<typeof highlightRead>;

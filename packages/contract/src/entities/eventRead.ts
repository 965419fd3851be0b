/** How the site reads an event (event.ts) from the service's answer. */
import { attachmentList, isoDate } from "../coerce";
import { entityReader, type Entity } from "./entityReader";
import type { eventWrite } from "./event";
import * as read from "./readFields";

/** Missing fields stay null: the page shows SPEC's defaults ("Untitled Event", …). */
export const eventRead = entityReader<typeof eventWrite>()({
  fields: {
    title: read.optionalText,
    description: read.optionalText,
    date: isoDate,
    toDate: isoDate,
    time: read.optionalText,
    venue: read.optionalText,
    images: attachmentList,
    attachments: attachmentList,
  },
  // SPEC §3: an event carries "date or toDate"; one with only an end date is dated by it.
  aliases: (row) => ({ date: [row.date, row.fromDate, row.toDate].find((value) => isoDate(value) !== null) }),
  entity: ({ id, ...event }) => ({
    id,
    /** The service's own id, which names the event's calendar file; null when it sent none. */
    serviceId: id,
    ...event,
  }),
});

export type SchoolEvent = Entity<typeof eventRead>;

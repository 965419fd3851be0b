/** An event (SPEC §3): a day, or days from `date` to `toDate`, with a time and a venue. */
import * as z from "zod/mini";
import { SEVERAL_LINES } from "../text";
import { canonicalEventTime, EVENT_TIME } from "../eventTime";
import { isRealDate } from "../forms/dateRules";
import { attachments, ISO_DATE, isoDate, optionalText, requiredText, whenBothText } from "./writeFields";

const lastDate = z.prefault(
  z.string().check(
    z.refine((value) => !value || ISO_DATE.test(value), "Last date must be a date (YYYY-MM-DD)."),
    z.refine((value) => !value || !ISO_DATE.test(value) || isRealDate(value), "Last date must be a real date."),
  ),
  "",
);

/** SPEC's "08:00 am", the only shape the calendar feed can time; a looser one that names a time
 * ("8:00 AM") is stored in SPEC's shape, anything else is refused rather than made all-day. */
const time = z.prefault(
  z.string().check(
    z.trim(),
    z.overwrite((value) => canonicalEventTime(value) ?? value),
    z.refine(
      (value) => !value || EVENT_TIME.test(value),
      "Time must read like 08:00 am or 4:30 pm (hours, minutes, then am or pm), or be left empty.",
    ),
  ),
  "",
);

export const eventWrite = z
  .object({
    title: requiredText("Title", 200),
    description: optionalText("Description", 5000, SEVERAL_LINES),
    date: isoDate("Date"),
    toDate: lastDate,
    time,
    venue: optionalText("Venue", 200),
    images: attachments("pictures", 10),
    attachments: attachments("files", 5),
  })
  .check(
    z.refine((event) => !event.toDate || !event.date || event.toDate >= event.date, {
      message: "Last date cannot be before the date.",
      path: ["toDate"],
      when: whenBothText("date", "toDate"),
    }),
  );

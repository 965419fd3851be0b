/** A day of the school calendar (SPEC §3). */
import * as z from "zod/mini";
import { attachments, isoDate, requiredText } from "./writeFields";

export const calendarWrite = z.object({
  title: requiredText("Title", 200),
  date: isoDate("Date"),
  attachments: attachments("files", 5),
});

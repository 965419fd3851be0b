/** A news item (SPEC §3). */
import * as z from "zod/mini";
import { SEVERAL_LINES } from "../text";
import { attachments, isoDate, optionalText, requiredText } from "./writeFields";

export const newsWrite = z.object({
  title: requiredText("Title", 200),
  description: optionalText("Description", 5000, SEVERAL_LINES),
  fromDate: isoDate("Date"),
  attachments: attachments("files", 5),
});

/** A highlight or notice (SPEC §3): the home page's ticker, or a career-counselling notice. */
import * as z from "zod/mini";
import { HIGHLIGHT_CATEGORIES } from "../categories";
import { attachments, choice, isoDate, requiredText } from "./writeFields";

export const highlightWrite = z.object({
  category: choice(HIGHLIGHT_CATEGORIES, "Choose Highlight or Notice."),
  title: requiredText("Title", 200),
  fromDate: isoDate("Date"),
  attachments: attachments("files", 5),
});

/** An album (SPEC §3) of the photo gallery, the recent activities or the sports corner. */
import * as z from "zod/mini";
import { SEVERAL_LINES } from "../text";
import { GALLERY_CATEGORIES } from "../categories";
import { attachments, choice, isoDate, optionalText, requiredText } from "./writeFields";

export const galleryWrite = z.object({
  category: choice(GALLERY_CATEGORIES, "Choose where the album appears."),
  title: requiredText("Title", 200),
  date: isoDate("Date"),
  description: optionalText("Description", 5000, SEVERAL_LINES),
  attachments: attachments("photos", 200, z.minLength(1, "Add at least one photo.")),
});

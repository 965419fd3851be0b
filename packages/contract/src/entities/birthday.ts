/** A pupil's birthday (SPEC §3), greeted on the home page on its day. */
import * as z from "zod/mini";
import { canonicalMonthDay } from "../birthdayDay";
import { attachments, requiredText, whenMissing } from "./writeFields";

const MISSING_DAY = "Enter the birthday: the day and then the month, such as 26 July.";

export const birthdayWrite = z.object({
  name: requiredText("Name", 100),
  class: requiredText("Class", 30),
  // The day and month only ("26 July"): the site needs no more to greet the pupil each year, and a
  // child's year of birth beside the name, class and photo is not for the public API.
  day: z.string(whenMissing(MISSING_DAY)).check(
    z.trim(),
    z.overwrite((value) => canonicalMonthDay(value) ?? value),
    z.minLength(1, MISSING_DAY),
    z.refine(
      (value) => !value || canonicalMonthDay(value) === value,
      "Write the day and then the month, such as 26 July or 26/07.",
    ),
  ),
  attachments: attachments("photos", 1),
});

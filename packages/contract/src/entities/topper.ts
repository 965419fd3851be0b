/** A topper of the board examinations (SPEC §3). */
import * as z from "zod/mini";
import { TOPPER_CLASSES } from "../categories";
import { attachments, choice, optionalText, requiredText, whenMissing } from "./writeFields";

const SCORE_RANGE = "Score must be between 0 and 100.";
const SESSION = "Enter the session, such as 2024-2025.";

export const topperWrite = z.object({
  name: requiredText("Name", 100),
  stream: optionalText("Stream", 50),
  division: z
    .number({ error: (issue) => (issue.input == null ? "Enter the score." : "Score must be a number.") })
    .check(z.gte(0, SCORE_RANGE), z.lte(100, SCORE_RANGE)),
  class: choice(TOPPER_CLASSES, "Choose X or XII."),
  sessionYear: z.string(whenMissing(SESSION)).check(
    z.minLength(1, SESSION),
    z.regex(/^\d{4}-\d{4}$/, SESSION),
    z.refine((value) => {
      const [from, to] = value.split("-").map(Number);
      return to === from + 1;
    }, "The session's years must follow each other, such as 2024-2025."),
  ),
  attachments: attachments("photos", 1),
});

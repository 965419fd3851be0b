/** A transfer certificate as the office issues it at the desk: kept privately, found by the public
 * lookup (SPEC §7), never listed. */
import * as z from "zod/mini";
import { ATTACHMENT_ID, requiredText, whenMissing } from "./writeFields";

const MISSING_SCAN = "Upload the certificate (a photo or scan).";

export const certificateWrite = z.object({
  admission: requiredText("Admission number", 100),
  name: requiredText("Student full name", 200),
  image: z
    .string(whenMissing(MISSING_SCAN))
    .check(z.minLength(1, MISSING_SCAN), z.regex(ATTACHMENT_ID, "Upload the certificate again.")),
});

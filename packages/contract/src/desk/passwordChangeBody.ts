/** A change of one's own password: the current one, and the new one. The desk's form and
 * PUT /api/desk/account/password check it alike; whether the current one is right only the service knows. */
import * as z from "zod/mini";
import { whenBothText } from "../entities/writeFields";
import { callObject } from "./callBody";
import { newPassword } from "./passwordRules";

const CURRENT_MISSING = "Enter your current password.";

export const passwordChangeBody = callObject({
  currentPassword: z.string({ error: CURRENT_MISSING }).check(z.minLength(1, CURRENT_MISSING)),
  newPassword: newPassword("Enter the new password."),
}).check(
  z.refine((body) => body.newPassword !== body.currentPassword, {
    message: "The new password must differ from the current one.",
    path: ["newPassword"],
    when: whenBothText("currentPassword", "newPassword"),
  }),
);
export type PasswordChangeBody = z.output<typeof passwordChangeBody>;

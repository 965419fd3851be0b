/** What an admin changes of another account at the desk: its role, whether it is disabled, or its
 * password (a reset, which takes no fields: the service makes the new password). */
import * as z from "zod/mini";
import { callObject, whenFieldsPass } from "./callBody";
import { ROLES } from "./staffRoles";

export const staffChangeBody = callObject({
  role: z.optional(z.enum(ROLES, { error: "Choose admin or editor." })),
  disabled: z.optional(z.boolean({ error: "Say true or false." })),
}).check(
  z.refine((change) => change.role !== undefined || change.disabled !== undefined, {
    message: "Send role, disabled or both.",
    ...whenFieldsPass,
  }),
);
export type StaffChangeBody = z.input<typeof staffChangeBody>;

/** A reset may come with no body at all. */
export const staffResetBody = z.optional(callObject({}));

/** A new staff account: its e-mail address and role (the password is made by the service, or given
 * at the console). The desk's form, POST /api/desk/staff and `npm run staff -- add` check it alike. */
import * as z from "zod/mini";
import { callObject } from "./callBody";
import { staffEmail } from "./staffEmail";
import { ROLES, type Role } from "./staffRoles";

/** A new account's body, giving one of `roles`. */
export function staffAccountBody<const R extends readonly [Role, ...Role[]]>(roles: R) {
  const choices = `${roles.slice(0, -1).join(", ")} or ${roles.at(-1)}`;
  return callObject({
    email: staffEmail,
    role: z.enum(roles, {
      error: ({ input }) =>
        typeof input === "string" && input ? `The role must be ${choices}, not ${input}.` : `Choose ${choices}.`,
    }),
  });
}

/** What the desk adds: an admin or an editor. */
export const newStaffBody = staffAccountBody(ROLES);

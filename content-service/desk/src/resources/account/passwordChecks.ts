/** The password form's checks: its two fields as the service checks them (the same schema, shared),
 * and the repeated new password, which only the form asks for. */
import { passwordChangeBody } from "@school/contract/desk/passwordChangeBody";
import { callFieldCheck } from "../../lib/callFieldCheck";

const bodyOf = ({ currentPassword, newPassword }: Record<string, unknown>) => ({ currentPassword, newPassword });

export const currentPasswordCheck = callFieldCheck(passwordChangeBody, "currentPassword", bodyOf);
export const newPasswordCheck = callFieldCheck(passwordChangeBody, "newPassword", bodyOf);

export const repeatCheck = (value: unknown, values: { newPassword?: string }) =>
  typeof value === "string" && value && value !== values.newPassword
    ? "This is not the same as the new password above."
    : undefined;

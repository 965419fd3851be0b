/** The form's own checks of a new password, in the service's words (the same rules, shared). */
import { passwordProblem } from "@school/contract/desk/passwordRules";

export const newPasswordCheck = (value: unknown, values: { currentPassword?: string }) => {
  if (typeof value !== "string" || !value) return undefined;
  return (
    passwordProblem(value) ??
    (value === values.currentPassword ? "The new password must differ from the current one." : undefined)
  );
};

export const repeatCheck = (value: unknown, values: { newPassword?: string }) =>
  typeof value === "string" && value && value !== values.newPassword
    ? "This is not the same as the new password above."
    : undefined;

import { newAccountProblems, ROLES, type Role } from "../auth/staff";
import { knownFields } from "./knownFields";

type Checked<T> = { value: T; errors: Record<string, string> };

/** POST /api/desk/staff: `{email, role}`; the password is always generated, never sent. */
export function checkNewAccount(body: unknown): Checked<{ email: string; role: Role }> {
  const { fields, errors } = knownFields(body, ["email", "role"]);
  const all = { ...newAccountProblems(fields.email, fields.role), ...errors };
  return { value: { email: String(fields.email ?? ""), role: fields.role as Role }, errors: errors[""] ? errors : all };
}

/** PUT /api/desk/staff/{id}: `{role}`, `{disabled}` or both. */
export function checkAccountChange(body: unknown): Checked<{ role?: Role; disabled?: boolean }> {
  const { fields, errors } = knownFields(body, ["role", "disabled"]);
  if (errors[""]) return { value: {}, errors };
  if ("role" in fields && !ROLES.includes(fields.role as Role)) errors.role = "Choose admin or editor.";
  if ("disabled" in fields && typeof fields.disabled !== "boolean") errors.disabled = "Say true or false.";
  if (!("role" in fields) && !("disabled" in fields) && !Object.keys(errors).length)
    errors[""] = "Send role, disabled or both.";
  return { value: { role: fields.role as Role | undefined, disabled: fields.disabled as boolean | undefined }, errors };
}

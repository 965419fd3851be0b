/** How a staff account reads at the desk: its role and state in the office's words. */
import type { ROLES } from "@school/contract/desk/staffRoles";

export interface StaffRecord {
  id: string;
  email: string;
  role: (typeof ROLES)[number];
  disabled: boolean;
  disabledAt: string | null;
  createdAt: string;
  lastSignInAt: string | null;
}

export const ROLE_CHOICES = [
  { id: "editor", name: "Editor: publishes news, events, photos and the rest of the content" },
  { id: "admin", name: "Admin: also enquiries, certificates, the audit log and staff accounts" },
];

export const roleName = (role: unknown) =>
  role === "owner" ? "Owner" : role === "admin" ? "Admin" : role === "editor" ? "Editor" : String(role ?? "");

export const statusText = (record: { disabled?: unknown } | undefined) =>
  record?.disabled ? "Disabled: cannot sign in" : "Active";

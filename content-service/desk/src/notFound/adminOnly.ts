/** The desk's screens only admins have: the personal data, the audit log and the staff accounts.
 * For an editor they are not registered, so their addresses reach the not-found page, which then
 * says the part is for admins instead of "not found". */
import { DESK_KINDS } from "@school/contract/desk/kinds";

export const ADMIN_ONLY_SCREENS: ReadonlySet<string> = new Set([
  ...DESK_KINDS.filter((kind) => kind.role === "admin").map((kind) => kind.name),
  "audit",
  "staff",
]);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Whether a desk address ("/submissions/abc/show") belongs to an admins' screen. */
export const isAdminOnly = (pathname: string) => ADMIN_ONLY_SCREENS.has(decoded(pathname.split("/")[1] ?? ""));

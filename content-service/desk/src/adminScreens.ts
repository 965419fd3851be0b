/** The admins' screens that are not forms of a published kind: their names in the desk's words. */
export const ADMIN_SCREENS: Record<string, { singular: string; label?: string }> = {
  submissions: { singular: "enquiry or application" },
  /** Not a kind of DESK_KINDS: the log is read, never written, at the desk. */
  audit: { singular: "recorded change", label: "Audit log" },
};

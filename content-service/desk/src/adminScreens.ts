/** The admins' screens that are not of a kind (a kind's are in its folder, resources/<kind>/): their names in
 * the desk's words. */
export const ADMIN_SCREENS: Record<string, { singular: string; label?: string }> = {
  /** Not a kind of DESK_KINDS: the log is read, never written, at the desk. */
  audit: { singular: "recorded change", label: "Audit log" },
};

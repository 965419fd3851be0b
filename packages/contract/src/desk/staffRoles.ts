/** The roles of the desk's staff accounts. An owner manages every school the service answers (given
 * at the server's console only); an admin manages one school's content and accounts, an editor its
 * content. */
export type Role = "owner" | "admin" | "editor";

/** The roles an admin gives at the desk. */
export const ROLES = ["admin", "editor"] as const satisfies readonly Role[];
/** The roles `npm run staff` gives. */
export const CONSOLE_ROLES = ["owner", ...ROLES] as const satisfies readonly Role[];

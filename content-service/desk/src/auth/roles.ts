/** What each role may see at the desk. An owner (of every school) works on the school it chose as
 * its admin would, and has the schools' own screen besides. */
export const seesAdminScreens = (role: unknown) => role === "admin" || role === "owner";

export const isOwner = (role: unknown) => role === "owner";

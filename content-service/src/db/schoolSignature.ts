import { createHash } from "crypto";

/** The signature of a connection's school setting that row-level security checks
 * (migrations/0006_request_scopes.ts, `request_school()`): only a holder of the database's secret,
 * which the service reads as the tables' owner at start, can make one. */
export const signSchool = (secret: string, school: string): string =>
  createHash("sha256").update(`${secret}:${school}`, "utf8").digest("hex");

/** Sets a connection's school and its signature ($1, $2): for the session, or only for the
 * transaction under way (`local`). */
export const setSchoolStatement = (local = false) =>
  `SELECT set_config('app.school', $1, ${local}), set_config('app.school_sig', $2, ${local})`;

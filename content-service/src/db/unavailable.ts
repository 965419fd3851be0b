/** Errors that mean the database cannot be used just now, rather than that a request is wrong: the
 * server is away, restarting, failing over or full of connections, a connection broke, or a statement
 * ran past its time. The caller answers 503 and may try again. */

/** Node's errors for a connection refused, reset or never made. */
const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** PostgreSQL's SQLSTATEs of the same: class 08 (connection exception), 57P01–57P03 (shut down by
 * an administrator, a crash, or still starting), 53300 (too many connections), 57014 (a statement
 * cancelled by its timeout), and 40001/40P01 (a serialisation failure or deadlock, which a retry
 * resolves). SQLite's busy file is the embedded database's way of saying the same. */
const DATABASE_STATES = /^(08...|57P0[123]|53300|57014|40001|40P01|SQLITE_BUSY.*)$/;

/** What pg says when a connection dies under it or cannot be had in time; these carry no code. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK.has(code) || DATABASE_STATES.test(code))) return true;
  // AggregateError: every address of the host refused.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return PG_MESSAGES.test(error.message);
}

/** How long a caller should wait before trying again, in seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

export const DATABASE_UNAVAILABLE =
  "The service cannot reach its database just now. Nothing was changed; please try again in a few seconds.";

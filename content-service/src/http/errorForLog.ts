/** PostgreSQL's errors: a five-character SQLSTATE code and a severity. */
const isPostgresError = (error: Record<string, unknown>) =>
  typeof error.severity === "string" && typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code);

/** The logger's `err`: what an error is and where it was thrown, never what it was about. The
 * standard serializer keeps every property, and a database error carries the row it refused
 * (PostgreSQL's `detail`: `Key (email)=(…) already exists`, a driver's `parameters`, a `cause`).
 * PostgreSQL also quotes a refused value after a colon (`invalid input syntax for type uuid: "…"`):
 * its message is cut there, and the stack is rebuilt from its frames, since its first line repeats
 * the message. */
export function errorForLog(value: unknown): { type: string; message: string; stack: string; code?: unknown } {
  const isObject = typeof value === "object" && value !== null;
  const error = (isObject ? value : {}) as Record<string, unknown>;
  const type = isObject ? (value.constructor?.name ?? "Object") : typeof value;
  const message = typeof error.message === "string" ? error.message : "";
  const safeMessage = isPostgresError(error) ? message.split(":", 1)[0] : message;
  const frames = typeof error.stack === "string" ? error.stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return {
    type,
    message: safeMessage,
    stack: [`${type}: ${safeMessage}`, ...frames].join("\n"),
    ...(typeof error.code === "string" || typeof error.code === "number" ? { code: error.code } : {}),
  };
}

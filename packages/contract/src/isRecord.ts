/** Whether a value is an object with named fields (not null, not a list). A file of its own, so that
 * a caller needing only this, such as the forms' client, does not carry every reading rule with it. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
